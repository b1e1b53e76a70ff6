import { describe, expect, it } from "vitest";
import {
  alawFromLinear,
  decodeG711,
  encodeG711,
  linearFromAlaw,
  linearFromMulaw,
  mulawFromLinear,
  type G711Law,
} from "./g711";

describe("G.711 µ-law", () => {
  it("decodes to the values of the ITU table", () => {
    expect(linearFromMulaw(0x80)).toBe(32124);
    expect(linearFromMulaw(0x81)).toBe(31100);
    expect(linearFromMulaw(0x00)).toBe(-32124);
    expect(linearFromMulaw(0xf0)).toBe(120);
    expect(linearFromMulaw(0xfe)).toBe(8);
    expect(linearFromMulaw(0xff)).toBe(0);
    expect(linearFromMulaw(0x7f)).toBe(0);
  });

  it("encodes silence, the extremes and small values", () => {
    expect(mulawFromLinear(0)).toBe(0xff);
    expect(mulawFromLinear(-1)).toBe(0x7f);
    expect(mulawFromLinear(32767)).toBe(0x80);
    expect(mulawFromLinear(-32768)).toBe(0x00);
    expect(mulawFromLinear(8)).toBe(0xfe);
  });
});

describe("G.711 A-law", () => {
  it("decodes to the values of the ITU table", () => {
    expect(linearFromAlaw(0xd5)).toBe(8);
    expect(linearFromAlaw(0x55)).toBe(-8);
    expect(linearFromAlaw(0xaa)).toBe(32256);
    expect(linearFromAlaw(0x2a)).toBe(-32256);
    expect(linearFromAlaw(0x80)).toBe(5504);
    expect(linearFromAlaw(0x00)).toBe(-5504);
  });

  it("encodes silence and the extremes", () => {
    expect(alawFromLinear(0)).toBe(0xd5);
    expect(alawFromLinear(-1)).toBe(0x55);
    expect(alawFromLinear(32767)).toBe(0xaa);
    expect(alawFromLinear(-32768)).toBe(0x2a);
  });
});

describe.each<G711Law>(["PCMU", "PCMA"])("%s frames", (law) => {
  const decodeOne = law === "PCMU" ? linearFromMulaw : linearFromAlaw;

  it("re-encodes every decoded code word to itself (the decoder's values are reconstruction points)", () => {
    const codes = Uint8Array.from({ length: 256 }, (_, code) => code);
    const decoded = decodeG711(law, codes);
    const recoded = decodeG711(law, encodeG711(law, decoded));
    expect([...recoded]).toEqual([...decoded]);
    expect([...decoded]).toEqual([...codes].map(decodeOne));
  });

  it("keeps every sample within half a quantisation step", () => {
    for (let sample = -32768; sample < 32768; sample += 7) {
      const back = decodeG711(law, encodeG711(law, Int16Array.of(sample)))[0] ?? 0;
      // The top segment of either law has steps of 1024: half a step, more where the laws clip.
      expect(Math.abs(back - sample)).toBeLessThanOrEqual(Math.abs(sample) > 32000 ? 800 : 512);
    }
  });
});
