import { describe, expect, it } from "vitest";
import { ParseMemo } from "./parse-memo";

describe("ParseMemo", () => {
  it("parses a text once and hands every reader the same value", () => {
    let parses = 0;
    const memo = new ParseMemo((text: string) => ({ text, n: (parses += 1) }));
    const first = memo.get("<sip:alice@example.com>;tag=1", undefined);
    expect(memo.get("<sip:alice@example.com>;tag=1", undefined)).toBe(first);
    expect(parses).toBe(1);
  });

  it("keeps at most its capacity, dropping what was not used for longest", () => {
    let parses = 0;
    const memo = new ParseMemo((text: string) => `${text}#${(parses += 1)}`, 4);
    for (const text of ["a", "b", "c", "d"]) memo.get(text, undefined);
    // "a" is used again: it outlives "b", which has not been asked for since.
    expect(memo.get("a", undefined)).toBe("a#1");
    memo.get("e", undefined);
    memo.get("f", undefined);
    expect(memo.size).toBeLessThanOrEqual(4);
    expect(memo.get("a", undefined)).toBe("a#1");
    expect(memo.get("b", undefined)).toBe("b#7");
  });

  it("does not keep a text that fails, nor one longer than its bound", () => {
    const memo = new ParseMemo(
      (text: string, header: string) => {
        if (text === "bad") throw new Error(`bad ${header}`);
        return text.length;
      },
      10,
      5,
    );
    expect(() => memo.get("bad", "From")).toThrow("bad From");
    expect(() => memo.get("bad", "To")).toThrow("bad To");
    expect(memo.get("longer than five", "From")).toBe(16);
    expect(memo.size).toBe(0);
  });
});
