import { describe, expect, it } from "vitest";
import { generatePin, generateRoomCode, isRoomCode, roomCodeFromInput, roomLink } from "./room-code";

describe("room codes", () => {
  it("generates 13 characters of lower-case letters and digits, different each time", () => {
    const codes = new Set(Array.from({ length: 50 }, generateRoomCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{13}$/);
  });

  it("generates 6-digit pins", () => {
    for (let i = 0; i < 20; i++) expect(generatePin()).toMatch(/^\d{6}$/);
  });

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

  it("links to the room under /conference on the page's origin", () => {
    expect(roomLink("abcdefghij123", "https://mobex.example")).toBe(
      "https://mobex.example/conference/abcdefghij123",
    );
  });
});
