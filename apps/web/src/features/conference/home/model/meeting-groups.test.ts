import { describe, expect, it } from "vitest";
import { groupMeetings } from "./meeting-groups";

const now = new Date(2026, 10, 25, 22, 30);
const at = (day: number, hours: number, month = 10) => new Date(2026, month, day, hours, 0).toISOString();
const meeting = (title: string, nextEventDate: string | null) => ({ title, nextEventDate });

describe("scheduled meeting groups", () => {
  it("puts each meeting under Today, Tomorrow or Coming up by its next date, soonest first", () => {
    const groups = groupMeetings(
      [
        meeting("Next week", at(2, 9, 11)),
        meeting("Late today", at(25, 23)),
        meeting("Tomorrow morning", at(26, 8)),
        meeting("Over", null),
        meeting("Friday", at(27, 8)),
      ],
      now,
    );
    expect(groups.map((group) => [group.id, group.meetings.map((m) => m.title)])).toEqual([
      ["today", ["Late today"]],
      ["tomorrow", ["Tomorrow morning"]],
      ["comingUp", ["Friday", "Next week"]],
    ]);
  });

  it("leaves out groups without meetings", () => {
    expect(groupMeetings([meeting("Friday", at(27, 8))], now).map((group) => group.id)).toEqual(["comingUp"]);
  });
});
