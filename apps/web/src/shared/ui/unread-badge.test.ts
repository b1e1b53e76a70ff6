import { describe, expect, it } from "vitest";
import { formatUnread } from "./unread-badge";

describe("the unread badge", () => {
  it("shows counts up to 99 as they are and caps larger ones at 99+", () => {
    expect(formatUnread(7)).toBe("7");
    expect(formatUnread(99)).toBe("99");
    expect(formatUnread(100)).toBe("99+");
  });
});
