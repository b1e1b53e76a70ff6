import { describe, expect, it } from "vitest";
import { compressToTarget, type Encoder } from "./quality-search";

/** A stand-in encoder: size grows with quality and with the square of the scale, like a JPEG. */
function fakeEncoder(bytesAtFull: (quality: number) => number) {
  const calls: { quality: number; scale: number }[] = [];
  const encode: Encoder = (quality, scale) => {
    calls.push({ quality, scale });
    const size = Math.round(bytesAtFull(quality) * scale * scale);
    return Promise.resolve(new Blob([new Uint8Array(size)], { type: "image/jpeg" }));
  };
  return { encode, calls };
}

describe("compressing to about 0.1 MB", () => {
  const target = 100 * 1024;

  it("keeps the best quality when the picture already fits", async () => {
    const { encode, calls } = fakeEncoder(() => 40_000);
    const blob = await compressToTarget(encode, target);
    expect(blob.size).toBe(40_000);
    expect(calls).toEqual([{ quality: 0.92, scale: 1 }]);
  });

  it("searches the highest quality that fits, at full size", async () => {
    const { encode, calls } = fakeEncoder((quality) => quality * 160_000);
    const blob = await compressToTarget(encode, target);
    expect(blob.size).toBeLessThanOrEqual(target);
    // Close to the budget, not far below it: the search converged on the largest quality that fits.
    expect(blob.size).toBeGreaterThan(target * 0.95);
    expect(calls.every((call) => call.scale === 1)).toBe(true);
  });

  it("shrinks the picture when even the lowest acceptable quality is too big", async () => {
    const { encode, calls } = fakeEncoder((quality) => quality * 1_000_000);
    const blob = await compressToTarget(encode, target);
    expect(blob.size).toBeLessThanOrEqual(target);
    expect(Math.min(...calls.map((call) => call.scale))).toBeLessThan(1);
    expect(calls.every((call) => call.quality >= 0.5)).toBe(true);
  });
});
