import { describe, expect, it } from "vitest";
import { notificationDate } from "./notification-date";

describe("notification dates", () => {
  const now = new Date(2026, 2, 14, 16, 30).getTime();

  it("shows only the time for today", () => {
    expect(notificationDate(new Date(2026, 2, 14, 9, 5).getTime(), now)).toBe("09:05");
  });

  it("shows day, month and time for other days", () => {
    expect(notificationDate(new Date(2026, 2, 13, 18, 40).getTime(), now)).toBe("13 Mar, 18:40");
  });
});
