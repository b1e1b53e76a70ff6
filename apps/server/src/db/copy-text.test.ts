import { describe, expect, it } from "vitest";
import { copyField, copyLine } from "./copy-text";

describe("COPY text format", () => {
  it("escapes what would end a column or a row, and the backslash itself", () => {
    expect(copyField("a\tb\nc\rd\\e")).toBe("a\\tb\\nc\\rd\\\\e");
    expect(copyField("plain ü")).toBe("plain ü");
    // Twice in a row: no state kept between values.
    expect(copyField("x\\y")).toBe("x\\\\y");
    expect(copyField("x\\y")).toBe("x\\\\y");
  });

  it("writes null as \\N, booleans as t/f, numbers and instants as PostgreSQL reads them", () => {
    expect(copyField(null)).toBe("\\N");
    expect(copyField("\\N")).toBe("\\\\N");
    expect(copyField(true)).toBe("t");
    expect(copyField(false)).toBe("f");
    expect(copyField(42)).toBe("42");
    expect(copyField(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe("2026-01-02T03:04:05.006Z");
  });

  it("separates a row's fields by tabs and ends it with a newline", () => {
    expect(copyLine(["a", 1, null, false])).toBe("a\t1\t\\N\tf\n");
  });
});
