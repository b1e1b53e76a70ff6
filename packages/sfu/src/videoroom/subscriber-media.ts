import {
  MediaStream,
  RtcpPayloadSpecificFeedback,
  type RTCPeerConnection,
  type RTCRtpTransceiver,
} from "werift";
import { slowLinkMeter } from "../rtc/loss-meter";
import {
  createPeer,
  gatheringComplete,
  localSdp,
  resumeIceAfterRestart,
  type RtcNetwork,
} from "../rtc/rtc-network";
import type { PublishedStream, StreamKind, StreamSink } from "./published-stream";

/** The timestamp step at a source switch: one 30 fps frame of 90 kHz video, one 20 ms Opus packet. */
const SWITCH_STEP: Record<StreamKind, number> = { video: 3000, audio: 960 };

/** RFC 5104 §4.3.1: FIR's feedback message type; werift names only PLI and REMB. */
const FIR_FMT = 4;

/** One m-line of a subscription (Janus's `janus_videoroom_subscriber_stream`). */
export type SubscribedSlot = {
  /** Known once werift has made the offer that adds the m-line. */
  mid: string;
  mindex: number;
  readonly type: StreamKind;
  readonly transceiver: RTCRtpTransceiver;
  source: { feedId: string; display: string | undefined; stream: PublishedStream } | undefined;
  sink: StreamSink | undefined;
  sending: boolean;
};

export type SubscriberMediaEvents = {
  onConnected(): void;
  onGone(reason: string): void;
  /** The viewer asks again for many packets: its downlink is struggling (Janus `slowlink`). */
  onSlowLink(slot: SubscribedSlot, lost: number): void;
};

/**
 * A subscriber's PeerConnection: the server offers one send-only m-line per subscribed stream,
 * reuses an m-line an unsubscription left inactive (as Janus does), and relays the viewer's PLI/FIR
 * to the publisher.
 */
export class SubscriberMedia {
  readonly slots: SubscribedSlot[] = [];
  private readonly peer: RTCPeerConnection;
  private closed = false;

  constructor(
    private readonly network: RtcNetwork,
    private readonly events: SubscriberMediaEvents,
    private readonly useMsid: boolean,
  ) {
    this.peer = createPeer(network);
    this.peer.connectionStateChange.subscribe((state) => {
      if (this.closed) return;
      if (state === "connected") {
        this.events.onConnected();
        this.requestKeyframes();
      }
      if (state === "failed" || state === "closed") this.events.onGone(`ICE ${state}`);
    });
  }

  /** Points an m-line at `stream` (a free one of its kind, or a new one); the offer comes after. */
  attach(feedId: string, display: string | undefined, stream: PublishedStream): SubscribedSlot {
    const free = this.slots.find((slot) => slot.type === stream.type && slot.source === undefined);
    const slot = free ?? this.newSlot(stream.type);
    // Another publisher on a reused m-line: its sequence numbers and timestamps start anywhere. Sent
    // as they are, a jump backwards makes the viewer drop the new video as old packets (a frozen
    // tile); werift rewrites them to follow on from the last packet sent instead.
    if (free)
      slot.transceiver.sender.replaceRTP({ sequenceNumber: 0, timestamp: 0 }, true, SWITCH_STEP[stream.type]);
    slot.source = { feedId, display, stream };
    slot.transceiver.setDirection("sendonly");
    if (this.useMsid) slot.transceiver.sender.setStreams([new MediaStream({ id: `janus${feedId}` })]);
    const sender = slot.transceiver.sender;
    slot.sink = (packet) => {
      if (slot.sending) void sender.sendRtp(packet).catch(() => undefined);
    };
    stream.sinks.add(slot.sink);
    return slot;
  }

  detach(slot: SubscribedSlot): void {
    if (slot.source && slot.sink) slot.source.stream.sinks.delete(slot.sink);
    slot.source = undefined;
    slot.sink = undefined;
    slot.transceiver.setDirection("inactive");
  }

  async offer(iceRestart = false): Promise<string> {
    const offer = await this.peer.createOffer({ iceRestart });
    await this.peer.setLocalDescription(offer);
    await gatheringComplete(this.peer);
    this.refreshMids();
    return localSdp(this.peer, this.network);
  }

  async accept(answerSdp: string): Promise<void> {
    await this.peer.setRemoteDescription({ type: "answer", sdp: answerSdp });
    resumeIceAfterRestart(this.peer);
    if (this.peer.connectionState === "connected") this.requestKeyframes();
  }

  addIceCandidate(candidate: {
    candidate: string;
    sdpMid?: string | null;
    sdpMLineIndex?: number | null;
  }): void {
    void this.peer.addIceCandidate(candidate).catch(() => undefined);
  }

  requestKeyframes(): void {
    const now = Date.now();
    for (const slot of this.slots) if (slot.source) slot.source.stream.requestKeyframe(now);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const slot of this.slots) if (slot.source && slot.sink) slot.source.stream.sinks.delete(slot.sink);
    void this.peer.close().catch(() => undefined);
  }

  private newSlot(type: StreamKind): SubscribedSlot {
    const transceiver = this.peer.addTransceiver(type, { direction: "sendonly" });
    const slot: SubscribedSlot = {
      mid: "",
      mindex: this.slots.length,
      type,
      transceiver,
      source: undefined,
      sink: undefined,
      sending: true,
    };
    const relay = () => slot.source?.stream.requestKeyframe(Date.now());
    const loss = slowLinkMeter();
    transceiver.sender.onGenericNack.subscribe((nack) => {
      const lost = loss.add(nack.lost.length, Date.now());
      if (lost !== undefined) this.events.onSlowLink(slot, lost);
    });
    transceiver.sender.onPictureLossIndication.subscribe(relay);
    transceiver.sender.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback.count === FIR_FMT) relay();
    });
    this.slots.push(slot);
    return slot;
  }

  /** werift names mids when the offer is made; the slots learn theirs then. */
  private refreshMids(): void {
    for (const slot of this.slots) {
      const mid = slot.transceiver.mid;
      if (mid != null) slot.mid = mid;
      const mindex = slot.transceiver.mLineIndex;
      if (mindex != null) slot.mindex = mindex;
    }
  }
}
