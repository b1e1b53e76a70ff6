import { describe, expect, it } from "vitest";
import { nextEventDate, occurrencesBetween, repeatChoices } from "./conference-recurrence";

const BERLIN = "Europe/Berlin";
const rules = (start: string, zone = BERLIN) =>
  Object.fromEntries(repeatChoices(new Date(start), zone).map((choice) => [choice.id, choice]));

describe("repeatChoices", () => {
  it("offers the six options of spec 2 §9 for Wednesday 25 November 2026", () => {
    const choices = repeatChoices(new Date("2026-11-25T10:00:00+01:00"), BERLIN);
    expect(choices.map((choice) => [choice.label, choice.rule])).toEqual([
      ["Does not repeat", ""],
      ["Daily", "FREQ=DAILY"],
      ["Weekly on Wednesday", "FREQ=WEEKLY;BYDAY=WE"],
      ["Monthly on the fourth Wednesday", "FREQ=MONTHLY;BYDAY=4WE"],
      ["Annually on November 25", "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=25"],
      ["Every weekday (Monday to Friday)", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ]);
  });

  it("names a fifth weekday of the month the last one", () => {
    expect(rules("2026-12-30T10:00:00+01:00").monthly).toEqual({
      id: "monthly",
      label: "Monthly on the last Wednesday",
      rule: "FREQ=MONTHLY;BYDAY=-1WE",
    });
  });

  it("reads the weekday in the given zone, not in UTC", () => {
    // 23:30 UTC on Tuesday is already Wednesday in Berlin.
    expect(rules("2026-11-24T23:30:00Z").weekly?.label).toBe("Weekly on Wednesday");
    expect(rules("2026-11-24T23:30:00Z", "UTC").weekly?.label).toBe("Weekly on Tuesday");
  });
});

const weekly = {
  startDateTime: "2026-11-25T10:00:00+01:00",
  endDateTime: "2026-11-25T10:30:00+01:00",
  repeat: "FREQ=WEEKLY;BYDAY=WE",
  timeZone: BERLIN,
};

describe("nextEventDate", () => {
  it("is the start itself before and during the first meeting", () => {
    expect(nextEventDate(weekly, new Date("2026-11-20T00:00:00Z"))).toBe("2026-11-25T09:00:00.000Z");
    expect(nextEventDate(weekly, new Date("2026-11-25T09:15:00Z"))).toBe("2026-11-25T09:00:00.000Z");
  });

  it("moves to the next week once a weekly meeting has ended", () => {
    expect(nextEventDate(weekly, new Date("2026-11-25T09:31:00Z"))).toBe("2026-12-02T09:00:00.000Z");
  });

  it("is null for a one-off meeting that has ended, and its start before", () => {
    const once = { ...weekly, repeat: "" };
    expect(nextEventDate(once, new Date("2026-11-25T09:31:00Z"))).toBeNull();
    expect(nextEventDate(once, new Date("2026-11-24T09:31:00Z"))).toBe("2026-11-25T09:00:00.000Z");
  });

  it("keeps the wall-clock time across the end of daylight saving time", () => {
    const summer = {
      startDateTime: "2026-10-21T10:00:00+02:00",
      endDateTime: "2026-10-21T11:00:00+02:00",
      repeat: "FREQ=WEEKLY;BYDAY=WE",
      timeZone: BERLIN,
    };
    // Berlin leaves CEST on 25 October 2026: 10:00 is 08:00Z before, 09:00Z after.
    expect(nextEventDate(summer, new Date("2026-10-22T00:00:00Z"))).toBe("2026-10-28T09:00:00.000Z");
    // Without a zone the offset stays fixed: the same instant each week.
    const fixed = { ...summer, timeZone: undefined };
    expect(nextEventDate(fixed, new Date("2026-10-22T00:00:00Z"))).toBe("2026-10-28T08:00:00.000Z");
  });

  it("finds the fourth and the last weekday of later months", () => {
    const fourth = { ...weekly, repeat: "FREQ=MONTHLY;BYDAY=4WE" };
    expect(nextEventDate(fourth, new Date("2026-11-26T00:00:00Z"))).toBe("2026-12-23T09:00:00.000Z");
    const last = {
      ...weekly,
      startDateTime: "2026-12-30T10:00:00+01:00",
      endDateTime: "2026-12-30T10:30:00+01:00",
      repeat: "FREQ=MONTHLY;BYDAY=-1WE",
    };
    expect(nextEventDate(last, new Date("2026-12-31T00:00:00Z"))).toBe("2027-01-27T09:00:00.000Z");
    expect(nextEventDate(last, new Date("2027-01-28T00:00:00Z"))).toBe("2027-02-24T09:00:00.000Z");
  });

  it("repeats annually on the same day and on weekdays only Monday to Friday", () => {
    const annual = { ...weekly, repeat: "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=25" };
    expect(nextEventDate(annual, new Date("2026-11-26T00:00:00Z"))).toBe("2027-11-25T09:00:00.000Z");
    const weekdays = { ...weekly, repeat: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" };
    // Friday 27 November 2026 after the meeting → Monday 30 November.
    expect(nextEventDate(weekdays, new Date("2026-11-27T12:00:00Z"))).toBe("2026-11-30T09:00:00.000Z");
  });

  it("is null when a rule's COUNT has run out", () => {
    const twice = { ...weekly, repeat: "FREQ=WEEKLY;BYDAY=WE;COUNT=2" };
    expect(nextEventDate(twice, new Date("2026-11-26T00:00:00Z"))).toBe("2026-12-02T09:00:00.000Z");
    expect(nextEventDate(twice, new Date("2026-12-03T00:00:00Z"))).toBeNull();
  });
});

describe("occurrencesBetween", () => {
  it("lists a daily meeting's starts across the start of daylight saving time at the same wall time", () => {
    const daily = {
      startDateTime: "2027-03-26T10:00:00+01:00",
      endDateTime: "2027-03-26T10:30:00+01:00",
      repeat: "FREQ=DAILY",
      timeZone: BERLIN,
    };
    expect(
      occurrencesBetween(daily, new Date("2027-03-26T00:00:00Z"), new Date("2027-03-29T23:00:00Z")),
    ).toEqual([
      "2027-03-26T09:00:00.000Z",
      "2027-03-27T09:00:00.000Z",
      "2027-03-28T08:00:00.000Z",
      "2027-03-29T08:00:00.000Z",
    ]);
  });
});
