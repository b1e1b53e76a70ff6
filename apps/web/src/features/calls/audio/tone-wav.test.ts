import { describe, expect, it } from "vitest";
import { toneWav } from "./tone-wav";

describe("generated tones", () => {
  it("writes a 16 kHz mono 16-bit WAV of the pattern's length", () => {
    const wav = toneWav([
      { hz: [400, 450], ms: 400 },
      { hz: [], ms: 100 },
    ]);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe("RIFF");
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(16_000 * 0.5 * 2);
    expect(wav.length).toBe(44 + 16_000 * 0.5 * 2);
  });

  it("is silent in pauses and fades in without a click", () => {
    const wav = toneWav([
      { hz: [440], ms: 50 },
      { hz: [], ms: 50 },
    ]);
    const view = new DataView(wav.buffer);
    expect(view.getInt16(44, true)).toBe(0);
    expect(view.getInt16(44 + 2 * 1200, true)).toBe(0);
    const loudest = Math.max(
      ...Array.from({ length: 800 }, (_, i) => Math.abs(view.getInt16(44 + i * 2, true))),
    );
    expect(loudest).toBeGreaterThan(10_000);
  });
});
