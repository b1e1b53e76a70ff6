import { describe, expect, it } from "vitest";
import { RecordingBuffer } from "./recording-buffer";

const frame = (value: number) => new Int16Array(160).fill(value);
const valuesOf = (buffer: RecordingBuffer) => {
  const { samples } = buffer.toPcm();
  return Array.from({ length: samples.length / 160 }, (_, index) => samples[index * 160]);
};

describe("RecordingBuffer", () => {
  it("orders packets by sequence number and drops duplicates", () => {
    const buffer = new RecordingBuffer(8000);
    for (const sequence of [10, 12, 11, 12, 13, 11]) buffer.add(sequence, frame(sequence));
    expect(valuesOf(buffer)).toEqual([10, 11, 12, 13]);
  });

  it("fills a lost packet with silence of its length", () => {
    const buffer = new RecordingBuffer(8000);
    for (const sequence of [1, 2, 4]) buffer.add(sequence, frame(sequence));
    expect(valuesOf(buffer)).toEqual([1, 2, 0, 4]);
    expect(buffer.toPcm().samples.length).toBe(640);
  });

  it("follows the sequence number across its wrap", () => {
    const buffer = new RecordingBuffer(8000);
    for (const sequence of [65534, 0, 65535, 1])
      buffer.add(sequence, frame(sequence === 0 ? 7 : sequence % 100));
    expect(valuesOf(buffer)).toEqual([34, 35, 7, 1]);
  });

  it("stops at its cap", () => {
    const buffer = new RecordingBuffer(400);
    for (let sequence = 0; sequence < 5; sequence += 1) buffer.add(sequence, frame(sequence + 1));
    expect(buffer.full).toBe(true);
    expect(buffer.toPcm().samples.length).toBe(400);
    const { samples } = buffer.toPcm();
    expect([samples[0], samples[160], samples[399]]).toEqual([1, 2, 3]);
  });
});
