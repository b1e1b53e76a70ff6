import { describe, expect, it } from "vitest";
import { emptyScheduleForm, nextQuarterHour, validateSchedule } from "./schedule-form";

const now = new Date(2026, 10, 25, 10, 7);

describe("schedule form", () => {
  it("starts at the next quarter hour", () => {
    expect(nextQuarterHour(now)).toEqual(new Date(2026, 10, 25, 10, 15));
    expect(nextQuarterHour(new Date(2026, 10, 25, 10, 15))).toEqual(new Date(2026, 10, 25, 10, 30));
    const form = emptyScheduleForm(now, "none");
    expect([form.date, form.startTime, form.durationMinutes]).toEqual(["2026-11-25", "10:15", 15]);
  });

  it("requires a title of at most 90 characters", () => {
    const form = emptyScheduleForm(now, "none");
    expect(validateSchedule(form, now).title).toBe("Required");
    expect(validateSchedule({ ...form, title: "x".repeat(91) }, now).title).toBe("At most 90 characters");
    expect(validateSchedule({ ...form, title: "x".repeat(90) }, now)).toEqual({});
  });

  it("requires a date up to year 9999 and refuses past times", () => {
    const form = { ...emptyScheduleForm(now, "none"), title: "Standup" };
    expect(validateSchedule({ ...form, date: "" }, now).date).toBe("Required");
    expect(validateSchedule({ ...form, date: "10000-01-01" }, now).date).toBe("The year can be at most 9999");
    expect(validateSchedule({ ...form, date: "2026-11-24" }, now).date).toBe("Past times are not allowed");
    expect(validateSchedule({ ...form, startTime: "10:00" }, now).startTime).toBe(
      "Past times are not allowed",
    );
    expect(validateSchedule({ ...form, startTime: "" }, now).startTime).toBe("Required");
  });
});
