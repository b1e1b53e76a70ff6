import { describe, expect, it } from "vitest";
import { messageStatus } from "./message-status";

describe("the status line's message status", () => {
  it("says nothing while nothing is new or the count is not known yet", () => {
    expect(messageStatus(undefined, 0)).toBe("");
    expect(messageStatus(0, 0)).toBe("");
  });

  it("counts new voicemails and unread chat messages, one or many", () => {
    expect(messageStatus(1, 0)).toBe("1 new voicemail");
    expect(messageStatus(3, 0)).toBe("3 new voicemails");
    expect(messageStatus(0, 1)).toBe("1 unread message");
    expect(messageStatus(2, 12)).toBe("2 new voicemails · 12 unread messages");
  });
});
