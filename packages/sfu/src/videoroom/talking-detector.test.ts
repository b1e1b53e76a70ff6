import { describe, expect, it } from "vitest";
import { audioLevelOf, TalkingDetector } from "./talking-detector";

describe("TalkingDetector (Janus audiolevel_event)", () => {
  it("starts talking when a window's average is louder than the threshold and stops when it is quieter", () => {
    const detector = new TalkingDetector({ activePackets: 3, levelAverage: 25 });
    expect([10, 12, 14].map((level) => detector.push(level))).toEqual([
      undefined,
      undefined,
      { talking: true, average: 12 },
    ]);
    expect([11, 13, 12].map((level) => detector.push(level))).toEqual([undefined, undefined, undefined]);
    expect([90, 100, 110].map((level) => detector.push(level))).toEqual([
      undefined,
      undefined,
      { talking: false, average: 100 },
    ]);
  });

  it("reads the level without the voice-activity bit (RFC 6464)", () => {
    expect(audioLevelOf(Buffer.from([0x80 | 42]))).toBe(42);
    expect(audioLevelOf(Buffer.alloc(0))).toBeUndefined();
  });
});
