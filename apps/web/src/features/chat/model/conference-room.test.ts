import { describe, expect, it } from "vitest";
import { ROOM_CODE_LENGTH, conferencePath, newConference, newRoomCode } from "./conference-room";

describe("newRoomCode", () => {
  it("draws 13 lowercase letters and digits", () => {
    const codes = Array.from({ length: 50 }, () => newRoomCode());
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{13}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ROOM_CODE_LENGTH).toBe(13);
  });

  it("draws again rather than favour the first characters when a byte is past the last whole alphabet", () => {
    // 252 = 7 × 36 is the first biased byte: it is skipped, and 0 gives 'a'.
    const fills = [252, 0];
    const code = newRoomCode((bytes) => bytes.fill(fills.shift() ?? 1));
    expect(code).toBe("a".repeat(13));
  });
});

describe("newConference", () => {
  it("links the room on this app's origin and says so in the text other clients show", () => {
    expect(newConference("https://app.test", "abcdefghij123")).toEqual({
      conference: "abcdefghij123",
      conferenceLink: "https://app.test/conference/abcdefghij123",
      content: "Join my videoconference: https://app.test/conference/abcdefghij123",
    });
    expect(conferencePath("abc")).toBe("/conference/abc");
  });
});
