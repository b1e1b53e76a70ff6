import { ROOM_CODE_PATTERN, ROOM_PIN_PATTERN } from "@mobex/contracts/conference-codes";
import { describe, expect, it } from "vitest";
import { newRoomCode, newRoomPin, roomLink, roomPath } from "./room-code";

describe("room codes", () => {
  it("draws 13 lowercase letters and digits, different each time", () => {
    const codes = new Set(Array.from({ length: 50 }, () => newRoomCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(ROOM_CODE_PATTERN);
  });

  it("draws again rather than favour the first characters when a byte is past the last whole alphabet", () => {
    // 252 = 7 × 36 is the first biased byte: it is skipped, and 0 gives 'a'.
    const fills = [252, 0];
    expect(newRoomCode((bytes) => bytes.fill(fills.shift() ?? 1))).toBe("a".repeat(13));
  });

  it("draws 6-digit pins", () => {
    for (let i = 0; i < 20; i++) expect(newRoomPin()).toMatch(ROOM_PIN_PATTERN);
  });

  it("links the room on an origin", () => {
    expect(roomPath("abcdefghij123")).toBe("/conference/abcdefghij123");
    expect(roomLink("abcdefghij123", "https://app.test")).toBe("https://app.test/conference/abcdefghij123");
  });
});
