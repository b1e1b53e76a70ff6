// Our outgoing audio stream (RFC 3550 §5.1): one sequence number per packet, the timestamp in samples
// of the 8 kHz clock, kept in step with the wall clock across pauses between prompts, and the marker
// bit on the first packet after a pause (RFC 3551 §4.1).
import { randomInt } from "node:crypto";
import { RtpHeader, RtpPacket } from "werift";
import { encodeG711, type G711Law } from "./g711";
import { FRAME_MS } from "./frame-ticker";
import { samplesFor } from "./pcm";

export const FRAME_SAMPLES = samplesFor(FRAME_MS);

export class RtpAudioOut {
  private sequenceNumber = randomInt(0, 0x10000);
  private timestamp = randomInt(0, 0x1_0000_0000);
  private lastSentMs: number | undefined;
  private talking = false;

  constructor(
    private readonly law: G711Law,
    private readonly payloadType: number,
    private readonly send: (packet: RtpPacket) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Sends one 20 ms frame (shorter input is padded with silence). */
  sendFrame(samples: Int16Array): void {
    const frame = samples.length === FRAME_SAMPLES ? samples : padded(samples);
    const nowMs = this.now();
    const marker = !this.talking;
    if (this.lastSentMs !== undefined) {
      const elapsed = this.talking
        ? FRAME_SAMPLES
        : Math.max(FRAME_SAMPLES, samplesFor(nowMs - this.lastSentMs));
      this.timestamp = (this.timestamp + elapsed) >>> 0;
    }
    this.talking = true;
    this.lastSentMs = nowMs;
    const header = new RtpHeader({
      payloadType: this.payloadType,
      sequenceNumber: this.sequenceNumber,
      timestamp: this.timestamp,
      marker,
    });
    this.sequenceNumber = (this.sequenceNumber + 1) & 0xffff;
    this.send(new RtpPacket(header, Buffer.from(encodeG711(this.law, frame))));
  }

  /** The stream pauses: the next frame starts a talk spurt. */
  pause(): void {
    this.talking = false;
  }
}

function padded(samples: Int16Array): Int16Array {
  const frame = new Int16Array(FRAME_SAMPLES);
  frame.set(samples.subarray(0, FRAME_SAMPLES));
  return frame;
}
