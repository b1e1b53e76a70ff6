import { RtpHeader, RtpPacket, type RTCRtpTransceiver } from "werift";

export type StreamKind = "audio" | "video";

/** Where a forwarded packet goes: one subscriber's sender for this stream. */
export type StreamSink = (packet: RtpPacket) => void;

// A subscriber that joins, a PLI and a FIR from each of N subscribers: one keyframe serves them all.
const KEYFRAME_REQUEST_GAP_MS = 300;

let forwarded = 0;
/** Packets handed to subscribers since the process started (for benchmarks). */
export function forwardedPackets(): number {
  return forwarded;
}

/**
 * One m-line a publisher sends (Janus's `janus_videoroom_publisher_stream`): the packets arrive
 * here once and go to every subscribed sink as they are, bar the header extensions, whose ids are
 * the publisher's and mean nothing to a subscriber.
 */
export class PublishedStream {
  readonly sinks = new Set<StreamSink>();
  packetsIn = 0;
  /** False while the publisher asked (`configure` send:false) not to relay this stream. */
  relaying = true;
  private mediaSsrc: number | undefined;
  private lastKeyframeRequestMs = -Infinity;

  constructor(
    readonly mid: string,
    readonly mindex: number,
    readonly type: StreamKind,
    readonly transceiver: RTCRtpTransceiver,
    readonly description: string | undefined,
  ) {}

  get codec(): string {
    return this.type === "audio" ? "opus" : "vp8";
  }

  get ssrc(): number | undefined {
    return this.mediaSsrc;
  }

  /** Returns whether this is the first packet (Janus's `media` event says when media starts). */
  receive(packet: RtpPacket): boolean {
    const first = this.mediaSsrc === undefined;
    this.mediaSsrc = packet.header.ssrc;
    // Padding-only packets (bandwidth probes) carry nothing a subscriber can use.
    if (packet.payload.length === 0) return first;
    this.packetsIn += 1;
    if (this.sinks.size === 0 || !this.relaying) return first;
    const bare = new RtpPacket(new RtpHeader({ ...packet.header, extensions: [] }), packet.payload);
    for (const sink of this.sinks) sink(bare);
    forwarded += this.sinks.size;
    return first;
  }

  requestKeyframe(nowMs: number): void {
    if (this.type !== "video" || this.mediaSsrc === undefined) return;
    if (nowMs - this.lastKeyframeRequestMs < KEYFRAME_REQUEST_GAP_MS) return;
    this.lastKeyframeRequestMs = nowMs;
    void this.transceiver.receiver.sendRtcpPLI(this.mediaSsrc).catch(() => undefined);
  }

  describe(): Record<string, unknown> {
    return {
      type: this.type,
      mindex: this.mindex,
      mid: this.mid,
      codec: this.codec,
      ...(this.description === undefined ? {} : { description: this.description }),
    };
  }
}
