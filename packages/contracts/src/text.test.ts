import { describe, expect, it } from "vitest";
import { controlCharacterIn, shownText, withoutInvisibleFormatting } from "./text";

describe("text inputs", () => {
  it("finds C0 controls, DEL and C1 controls, and leaves tab and line breaks to the field", () => {
    expect(controlCharacterIn("a\u0000b")).toBe("U+0000");
    expect(controlCharacterIn("\u001f")).toBe("U+001F");
    expect(controlCharacterIn("x\u007f")).toBe("U+007F");
    expect(controlCharacterIn("\u0080\u009f")).toBe("U+0080");
    expect(controlCharacterIn("tab\tline\r\nend")).toBeNull();
    expect(controlCharacterIn("tab\tline", true)).toBe("U+0009");
    expect(controlCharacterIn("Zoë Ørsted – 東京 😀")).toBeNull();
  });

  it("removes bidi embeddings, overrides and isolates and zero-width characters, nothing else", () => {
    const hidden = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200c\u200d\u2060\ufeff";
    expect(withoutInvisibleFormatting(`ad${hidden}min`)).toBe("admin");
    expect(withoutInvisibleFormatting("Zoë Ørsted – 東京 😀")).toBe("Zoë Ørsted – 東京 😀");
  });

  it("shownText refuses control characters and line breaks naming the field, then cleans and trims", () => {
    const status = shownText("status");
    expect(status.parse("  \u202eIn a meeting\u200b ")).toBe("In a meeting");
    expect(status.safeParse("two\nlines").error?.issues[0]?.message).toBe(
      "status must not contain control characters",
    );
    expect(status.safeParse("nul\u0000").success).toBe(false);
  });
});
