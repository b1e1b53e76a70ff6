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
