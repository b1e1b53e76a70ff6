import { describe, expect, it } from "vitest";
import { isRoomCode, roomCodeFromInput } from "./room-code";

describe("room codes", () => {
  it("reduces a pasted link containing 'conference' to its last path segment", () => {
    expect(roomCodeFromInput("https://mobex.example/conference/abcdefghij123")).toBe("abcdefghij123");
    expect(roomCodeFromInput("  https://mobex.example/conference/abcdefghij123/?x=1#top ")).toBe(
      "abcdefghij123",
    );
    expect(roomCodeFromInput("abcdefghij123")).toBe("abcdefghij123");
    expect(roomCodeFromInput("https://elsewhere.example/room/abc")).toBe(
      "https://elsewhere.example/room/abc",
    );
  });

  it("accepts only 13-character codes of [a-z0-9]", () => {
    expect(isRoomCode("abcdefghij123")).toBe(true);
    expect(isRoomCode("abcdefghij12")).toBe(false);
    expect(isRoomCode("ABCDEFGHIJ123")).toBe(false);
  });
});
