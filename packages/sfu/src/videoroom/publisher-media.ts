import type { RTCPeerConnection, RTCRtpTransceiver, RtpPacket } from "werift";
import { sendRemb } from "../rtc/feedback";
import { slowLinkMeter } from "../rtc/loss-meter";
import {
  AUDIO_LEVEL_URI,
  createPeer,
  gatheringComplete,
  localSdp,
  resumeIceAfterRestart,
  type RtcNetwork,
} from "../rtc/rtc-network";
import { PublishedStream } from "./published-stream";
import { audioLevelOf, TalkingDetector, type TalkingThresholds } from "./talking-detector";

export type PublisherMediaEvents = {
  onConnected(): void;
  onMediaStarted(stream: PublishedStream): void;
  onTalking(stream: PublishedStream, talking: boolean, average: number): void;
  /** The PeerConnection failed or closed under us (ICE gone): Janus hangs the handle up. */
  onGone(reason: string): void;
  /** Packets from the publisher go missing (Janus `slowlink`, uplink). */
  onSlowLink(stream: PublishedStream, lost: number): void;
};

const REMB_INTERVAL_MS = 1000;

/**
 * A publisher's PeerConnection: answers its offer receive-only and keeps one PublishedStream per
 * m-line. Bitrate caps reach the browser as REMB, every second, like Janus's `bitrate`.
 */
export class PublisherMedia {
  readonly streams = new Map<string, PublishedStream>();
  private readonly peer: RTCPeerConnection;
  private readonly talking = new Map<string, TalkingDetector>();
  private readonly hooked = new Set<RTCRtpTransceiver>();
  private audioLevelId: number | undefined;
  private rembTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly network: RtcNetwork,
    private readonly thresholds: TalkingThresholds | undefined,
    private readonly events: PublisherMediaEvents,
    public bitrateCap: number,
  ) {
    this.peer = createPeer(network);
    this.peer.connectionStateChange.subscribe((state) => {
      if (this.closed) return;
      if (state === "connected") this.events.onConnected();
      if (state === "failed" || state === "closed") this.events.onGone(`ICE ${state}`);
    });
    this.rembTimer = setInterval(() => this.sendBitrateCap(), REMB_INTERVAL_MS);
    this.rembTimer.unref();
  }

  /**
   * Applies an offer (first or renegotiation) and returns the answer SDP, and the streams the
   * offer stopped sending (a screen share that ended: Janus drops them from the feed).
   */
  async answer(
    offerSdp: string,
    descriptions: ReadonlyMap<string, string>,
  ): Promise<{ sdp: string; removed: PublishedStream[] }> {
    await this.peer.setRemoteDescription({ type: "offer", sdp: offerSdp });
    this.audioLevelId = extmapIdOf(offerSdp, AUDIO_LEVEL_URI);
    const sending = sendingByMid(offerSdp);
    const removed: PublishedStream[] = [];
    this.peer.getTransceivers().forEach((transceiver, mindex) => {
      const mid = transceiver.mid;
      if (mid == null || (transceiver.kind !== "audio" && transceiver.kind !== "video")) return;
      const existing = this.streams.get(mid);
      if (existing && sending.get(mid) === false) {
        this.streams.delete(mid);
        existing.sinks.clear();
        removed.push(existing);
        return;
      }
      if (existing || sending.get(mid) === false) return;
      transceiver.setDirection("recvonly");
      const mLine = transceiver.mLineIndex ?? mindex;
      const stream = new PublishedStream(mid, mLine, transceiver.kind, transceiver, descriptions.get(mid));
      this.streams.set(mid, stream);
      if (stream.type === "audio" && this.thresholds)
        this.talking.set(mid, new TalkingDetector(this.thresholds));
      if (!this.hooked.has(transceiver)) this.hook(transceiver, mid);
    });
    await this.peer.setLocalDescription(await this.peer.createAnswer());
    await gatheringComplete(this.peer);
    // A renegotiation may be the publisher's ICE restart.
    resumeIceAfterRestart(this.peer);
    return { sdp: localSdp(this.peer, this.network), removed };
  }

  /** Once per m-line: packets and losses go to whichever stream the m-line carries now. */
  private hook(transceiver: RTCRtpTransceiver, mid: string): void {
    this.hooked.add(transceiver);
    transceiver.receiver.track.onReceiveRtp.subscribe((packet) => {
      const stream = this.streams.get(mid);
      if (stream) this.receive(stream, packet);
    });
    const loss = slowLinkMeter();
    transceiver.receiver.onPacketLost.subscribe((nack) => {
      const lost = loss.add(nack.lost.length, Date.now());
      const stream = this.streams.get(mid);
      if (lost !== undefined && stream && !this.closed) this.events.onSlowLink(stream, lost);
    });
  }

  addIceCandidate(candidate: {
    candidate: string;
    sdpMid?: string | null;
    sdpMLineIndex?: number | null;
  }): void {
    void this.peer.addIceCandidate(candidate).catch(() => undefined);
  }

  get isTalking(): boolean {
    return [...this.talking.values()].some((detector) => detector.talking);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.rembTimer);
    for (const stream of this.streams.values()) stream.sinks.clear();
    void this.peer.close().catch(() => undefined);
  }

  private receive(stream: PublishedStream, packet: RtpPacket): void {
    if (this.closed) return;
    if (stream.receive(packet)) this.events.onMediaStarted(stream);
    const detector = this.talking.get(stream.mid);
    if (!detector || this.audioLevelId === undefined) return;
    const extension = packet.header.extensions.find((candidate) => candidate.id === this.audioLevelId);
    const level = extension && audioLevelOf(extension.payload);
    if (level === undefined) return;
    const change = detector.push(level);
    if (change) this.events.onTalking(stream, change.talking, change.average);
  }

  private sendBitrateCap(): void {
    if (this.closed || this.bitrateCap <= 0) return;
    for (const stream of this.streams.values()) {
      if (stream.type !== "video" || stream.ssrc === undefined) continue;
      void sendRemb(stream.transceiver.receiver, stream.ssrc, this.bitrateCap).catch(() => undefined);
    }
  }
}

function extmapIdOf(sdp: string, uri: string): number | undefined {
  const match = new RegExp(`^a=extmap:(\\d+)(?:/\\w+)? ${uri.replace(/[.:]/g, "\\$&")}\\s*$`, "m").exec(sdp);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Whether the offer sends on each mid: port 0, `inactive` or `recvonly` mean it stopped. */
function sendingByMid(sdp: string): Map<string, boolean> {
  const sending = new Map<string, boolean>();
  for (const section of sdp.split(/\r?\nm=/).slice(1)) {
    const mid = /^a=mid:(\S+)/m.exec(section)?.[1];
    if (mid === undefined) continue;
    const portZero = /^\w+ 0 /.test(section);
    const silent = /^a=(inactive|recvonly)\s*$/m.test(section);
    sending.set(mid, !portZero && !silent);
  }
  return sending;
}
