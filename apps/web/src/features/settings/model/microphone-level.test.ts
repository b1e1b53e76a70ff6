import { describe, expect, it } from "vitest";
import { levelPercent, levelTone } from "./microphone-level";

describe("the microphone level", () => {
  it("is 0 for silence and grows with loudness", () => {
    expect(levelPercent(new Float32Array(512))).toBe(0);
    const quiet = levelPercent(new Float32Array(512).fill(0.02));
    const loud = levelPercent(new Float32Array(512).fill(0.4));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelPercent(new Float32Array(512).fill(1))).toBe(100);
  });

  it("turns warning above 60 % and error above 80 %", () => {
    expect([levelTone(60), levelTone(61), levelTone(80), levelTone(81)]).toEqual([
      "success",
      "warning",
      "warning",
      "error",
    ]);
  });
});
