import { describe, expect, it } from "vitest";
import { fingerprint, isOurLoopBranch, newBranch, statelessBranch } from "./branch-ids";

/** 64 bits as the 14 base-32 digits `fingerprint` writes. */
const digits = (hi: number, lo: number) =>
  hi.toString(32).padStart(7, "0") + lo.toString(32).padStart(7, "0");

describe("branch ids", () => {
  it("fingerprints with FNV-1a 64 (the published offset basis and test vectors)", () => {
    expect(fingerprint("")).toBe(digits(0xcbf29ce4, 0x84222325));
    expect(fingerprint("a")).toBe(digits(0xaf63dc4c, 0x8601ec8c));
    expect(fingerprint("foobar")).toBe(digits(0x85944171, 0xf73967e8));
  });

  it("tells texts apart by every unit, beyond Latin-1 too", () => {
    expect(fingerprint("sip:1000@mobex.local|a|b|c@x|1|")).not.toBe(
      fingerprint("sip:1000@mobex.local|a|b|c@x|2|"),
    );
    expect(fingerprint("\u0101")).not.toBe(fingerprint("\u0001"));
  });

  it("recognises a branch made from a loop hash, and derives the same stateless branch each time", () => {
    const hash = fingerprint("request");
    expect(isOurLoopBranch(newBranch(hash), hash)).toBe(true);
    expect(isOurLoopBranch(newBranch(fingerprint("other")), hash)).toBe(false);
    expect(statelessBranch("z9hG4bKabc")).toBe(statelessBranch("z9hG4bKabc"));
    expect(statelessBranch("z9hG4bKabc")).not.toBe(statelessBranch("z9hG4bKabd"));
    expect(statelessBranch("z9hG4bKabc")).toMatch(/^z9hG4bK[0-9a-v]{14}$/);
  });
});
