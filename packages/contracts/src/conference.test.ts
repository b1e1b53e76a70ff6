import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { createRoomRequestSchema, joinRoomRequestSchema, scheduleSchema } from "./conference";

const schedule = {
  title: "Weekly sync",
  description: "<p>Agenda</p>",
  startDateTime: "2026-11-25T10:00:00+01:00",
  endDateTime: "2026-11-25T10:30:00+01:00",
  repeat: "FREQ=WEEKLY;BYDAY=WE",
};

describe("conference contracts", () => {
  it("accepts a schedule with an RRULE and ISO times with offsets", () => {
    expect(z.safeParse(scheduleSchema, schedule).success).toBe(true);
    expect(z.safeParse(scheduleSchema, { ...schedule, repeat: "" }).success).toBe(true);
  });

  it("refuses a title over 90 characters, an end before the start and a repeat that is no RRULE", () => {
    expect(z.safeParse(scheduleSchema, { ...schedule, title: "x".repeat(91) }).success).toBe(false);
    expect(
      z.safeParse(scheduleSchema, { ...schedule, endDateTime: "2026-11-25T09:00:00+01:00" }).success,
    ).toBe(false);
    expect(z.safeParse(scheduleSchema, { ...schedule, repeat: "DTSTART:2026\nFREQ=DAILY" }).success).toBe(
      false,
    );
  });

  it("takes the repeat menu's rules and refuses rules that would expand too often or are no RRULE", () => {
    for (const repeat of [
      "FREQ=DAILY",
      "FREQ=MONTHLY;BYDAY=-1WE",
      "FREQ=MONTHLY;BYDAY=4WE",
      "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=25",
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20271231T000000Z",
    ])
      expect(z.safeParse(scheduleSchema, { ...schedule, repeat }).success, repeat).toBe(true);
    for (const repeat of [
      "FREQ=HOURLY",
      "FREQ=SECONDLY;COUNT=5",
      "FREQ=WEEKLY;BYDAY=XX",
      "FREQ=DAILY;X-FOO=1",
      "RRULE:FREQ=DAILY",
    ])
      expect(z.safeParse(scheduleSchema, { ...schedule, repeat }).success, repeat).toBe(false);
  });

  it("takes an IANA time zone the platform knows, and nothing else", () => {
    expect(z.safeParse(scheduleSchema, { ...schedule, timeZone: "Europe/Berlin" }).success).toBe(true);
    expect(z.safeParse(scheduleSchema, { ...schedule, timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
  });

  it("needs a 6-digit pin to create a room", () => {
    const body = {
      token: "t",
      is_private: false,
      moderator: { email: "a@example.com", extension: "100", name: "Ann" },
      plugins: { pin: "12345", is_private: false },
    };
    expect(z.safeParse(createRoomRequestSchema, body).success).toBe(false);
    expect(
      z.safeParse(createRoomRequestSchema, { ...body, plugins: { pin: "123456", is_private: false } })
        .success,
    ).toBe(true);
  });

  it("needs a display name to join", () => {
    expect(z.safeParse(joinRoomRequestSchema, { plugins: { display: "  " } }).success).toBe(false);
    expect(z.safeParse(joinRoomRequestSchema, { plugins: { display: "Guest" } }).success).toBe(true);
  });
});
