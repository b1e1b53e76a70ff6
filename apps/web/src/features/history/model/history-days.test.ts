import { describe, expect, it } from "vitest";
import { historyItem } from "./history-fixtures";
import { dayLabel, groupByDay } from "./history-days";

const seconds = (text: string) => new Date(text).getTime() / 1000;
const now = new Date("2025-03-14T16:00:00").getTime();

describe("history days", () => {
  it("names today, yesterday, a day of this year and a day of another year", () => {
    expect(dayLabel(seconds("2025-03-14T00:01:00"), now)).toBe("Today");
    expect(dayLabel(seconds("2025-03-13T23:59:00"), now)).toBe("Yesterday");
    expect(dayLabel(seconds("2025-03-01T12:00:00"), now)).toBe("Saturday 1 March");
    expect(dayLabel(seconds("2024-12-31T12:00:00"), now)).toMatch(/^Tuesday,? 31 December 2024$/);
  });

  it("calls the last day of last month yesterday on the first of the month", () => {
    expect(dayLabel(seconds("2025-02-28T20:00:00"), new Date("2025-03-01T08:00:00").getTime())).toBe(
      "Yesterday",
    );
  });

  it("groups the calls by day, keeping their order", () => {
    const late = historyItem({ call_start: seconds("2025-03-14T15:00:00") });
    const early = historyItem({ call_start: seconds("2025-03-14T08:00:00") });
    const yesterday = historyItem({ call_start: seconds("2025-03-13T18:00:00") });
    const older = historyItem({ call_start: seconds("2025-03-10T09:00:00") });
    const days = groupByDay([late, early, yesterday, older], now);
    expect(days.map((day) => [day.label, day.items])).toEqual([
      ["Today", [late, early]],
      ["Yesterday", [yesterday]],
      ["Monday 10 March", [older]],
    ]);
  });
});
