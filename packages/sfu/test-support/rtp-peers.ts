import { RtpHeader, RtpPacket, type RTCPeerConnection, type RTCRtpTransceiver } from "werift";
import { createPeer, gatheringComplete, OPUS, resumeIceAfterRestart, VP8 } from "../src/rtc/rtc-network";

/** Client ports on loopback; processes running side by side (bench:sfu's workers) take ranges of their own. */
export type ClientPorts = readonly [min: number, max: number];
const defaultPorts: ClientPorts = [42000, 42999];
const clientNetwork = (ports: ClientPorts) => ({ bindAddress: "127.0.0.1", portRange: ports });

/** A werift publisher: an offer with one audio and one video m-line, send-only. */
export async function publisherOffer(
  ports: ClientPorts = defaultPorts,
): Promise<{ peer: RTCPeerConnection; sdp: string }> {
  const peer = createPeer(clientNetwork(ports));
  peer.addTransceiver("audio", { direction: "sendonly" });
  peer.addTransceiver("video", { direction: "sendonly" });
  await peer.setLocalDescription(await peer.createOffer());
  await gatheringComplete(peer);
  return { peer, sdp: peer.localDescription?.sdp ?? "" };
}

/**
 * Sends synthetic RTP on a publisher's transceivers: video at `fps` (two packets a frame, the
 * first marked as a VP8 keyframe start) and audio every 20 ms with an RFC 6464 level.
 */
export function sendSyntheticMedia(
  peer: RTCPeerConnection,
  options: { fps: number; audioLevel: number },
): () => void {
  const [audio, video] = peer.getTransceivers() as [RTCRtpTransceiver, RTCRtpTransceiver];
  // werift numbers the extensions itself: the audio level's id is the one its offer says.
  const levelId = Number(
    /a=extmap:(\d+) urn:ietf:params:rtp-hdrext:ssrc-audio-level/.exec(peer.localDescription?.sdp ?? "")?.[1],
  );
  const stopVideo = sendSyntheticVideo(video, options.fps);
  let audioSeq = 0;
  const audioTimer = setInterval(() => {
    const header = new RtpHeader({
      payloadType: OPUS.payloadType,
      sequenceNumber: audioSeq++ & 0xffff,
      timestamp: (audioSeq * 960) >>> 0,
      extension: true,
      extensions: [{ id: levelId, payload: Buffer.from([0x80 | options.audioLevel]) }],
    });
    void audio.sender.sendRtp(new RtpPacket(header, Buffer.alloc(60, 1))).catch(() => undefined);
  }, 20);
  return () => {
    stopVideo();
    clearInterval(audioTimer);
  };
}

/** Synthetic VP8-sized video on one transceiver (a camera, or a screen share). */
export function sendSyntheticVideo(video: RTCRtpTransceiver, fps: number): () => void {
  let videoSeq = 0;
  const videoTimer = setInterval(() => {
    const timestamp = (videoSeq * 3000) >>> 0;
    for (let part = 0; part < 2; part++) {
      const header = new RtpHeader({
        payloadType: VP8.payloadType,
        sequenceNumber: videoSeq++ & 0xffff,
        timestamp,
        marker: part === 1,
      });
      // VP8 payload descriptor (RFC 7741): S bit on the first packet; then bytes standing in for a
      // frame: 2 × 1000 B at 15 fps is about what 320×240 VP8 sends (~240 kbit/s).
      const payload = Buffer.alloc(1000, part);
      payload[0] = part === 0 ? 0x10 : 0x00;
      void video.sender.sendRtp(new RtpPacket(header, payload)).catch(() => undefined);
    }
  }, 1000 / fps);
  return () => clearInterval(videoTimer);
}

/** A werift subscriber: answers the SFU's offer receive-only and counts packets per mid. */
export class CountingSubscriber {
  readonly peer: RTCPeerConnection;
  readonly packetsByMid = new Map<string, number>();
  readonly firstPacketMs = new Map<string, number>();
  /** The largest step between the sequence numbers of consecutive packets of each mid (1 when nothing is lost). */
  readonly largestSequenceStep = new Map<string, number>();
  private readonly lastSequence = new Map<string, number>();
  private readonly hooked = new Set<RTCRtpTransceiver>();

  constructor(ports: ClientPorts = defaultPorts) {
    this.peer = createPeer(clientNetwork(ports));
  }

  async answer(offerSdp: string): Promise<{ type: "answer"; sdp: string }> {
    await this.peer.setRemoteDescription({ type: "offer", sdp: offerSdp });
    for (const transceiver of this.peer.getTransceivers()) {
      if (this.hooked.has(transceiver)) continue;
      this.hooked.add(transceiver);
      transceiver.setDirection("recvonly");
      transceiver.receiver.track.onReceiveRtp.subscribe((packet) => {
        const mid = transceiver.mid ?? "?";
        this.packetsByMid.set(mid, (this.packetsByMid.get(mid) ?? 0) + 1);
        if (!this.firstPacketMs.has(mid)) this.firstPacketMs.set(mid, Date.now());
        const sequence = packet.header.sequenceNumber;
        const last = this.lastSequence.get(mid);
        if (last !== undefined) {
          // Forward distance modulo 2^16: a step back shows as a huge step forward.
          const step = (sequence - last + 0x10000) % 0x10000;
          this.largestSequenceStep.set(mid, Math.max(this.largestSequenceStep.get(mid) ?? 0, step));
        }
        this.lastSequence.set(mid, sequence);
      });
    }
    await this.peer.setLocalDescription(await this.peer.createAnswer());
    await gatheringComplete(this.peer);
    resumeIceAfterRestart(this.peer);
    return { type: "answer", sdp: this.peer.localDescription?.sdp ?? "" };
  }

  count(mid: string): number {
    return this.packetsByMid.get(mid) ?? 0;
  }

  /** Resolves once `mid` has received `atLeast` more packets than now. */
  async receives(mid: string, atLeast: number, timeoutMs = 8000): Promise<void> {
    const start = this.count(mid);
    const deadline = Date.now() + timeoutMs;
    while (this.count(mid) - start < atLeast) {
      if (Date.now() > deadline)
        throw new Error(`mid ${mid}: ${this.count(mid) - start} packets, wanted ${atLeast}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
