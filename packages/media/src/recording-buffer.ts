// Received audio in sequence-number order (RFC 3550 §A.1 style unwrapping of the 16-bit counter):
// duplicates are dropped, late packets take their place, lost packets become silence, and the
// whole is capped at `maxSamples`.
import { pcmOf, type Pcm } from "./pcm";

const FRAME_SAMPLES = 160; // 20 ms at 8 kHz, until a packet says otherwise
// A packet this far behind the first one is from before the recording began.
const MAX_REORDER = 50;

export class RecordingBuffer {
  private readonly frames = new Map<number, Int16Array>();
  private highestSequence: number | undefined;
  private highest = 0;
  private lowest = 0;
  private frameSamples = FRAME_SAMPLES;
  private receivedSamples = 0;

  constructor(private readonly maxSamples: number) {}

  add(sequenceNumber: number, samples: Int16Array): void {
    if (this.full) return;
    const index = this.indexOf(sequenceNumber);
    if (index < this.lowest - MAX_REORDER || this.frames.has(index)) return;
    this.frames.set(index, samples);
    this.receivedSamples += samples.length;
    this.frameSamples = samples.length || this.frameSamples;
    this.highest = Math.max(this.highest, index);
    this.lowest = Math.min(this.lowest, index);
  }

  /** Samples the recording spans so far, lost packets included. */
  get spanSamples(): number {
    const lost = this.frames.size === 0 ? 0 : this.highest - this.lowest + 1 - this.frames.size;
    return this.receivedSamples + lost * this.frameSamples;
  }

  get full(): boolean {
    return this.spanSamples >= this.maxSamples;
  }

  toPcm(): Pcm {
    const samples = new Int16Array(Math.min(this.maxSamples, this.spanSamples));
    let offset = 0;
    for (let index = this.lowest; index <= this.highest && offset < samples.length; index += 1) {
      const frame = this.frames.get(index);
      if (frame) samples.set(frame.subarray(0, samples.length - offset), offset);
      offset += frame?.length ?? this.frameSamples; // a lost packet: silence in its place
    }
    return pcmOf(samples);
  }

  private indexOf(sequenceNumber: number): number {
    if (this.highestSequence === undefined) {
      this.highestSequence = sequenceNumber;
      return 0;
    }
    const delta = ((sequenceNumber - this.highestSequence + 0x8000) & 0xffff) - 0x8000;
    const index = this.highest + delta;
    if (delta > 0) this.highestSequence = sequenceNumber;
    return index;
  }
}
