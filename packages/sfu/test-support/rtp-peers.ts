import { RtpHeader, RtpPacket, type RTCPeerConnection, type RTCRtpTransceiver } from "werift";
import { createPeer, gatheringComplete, OPUS, resumeIceAfterRestart, VP8 } from "../src/rtc/rtc-network";

const network = { bindAddress: "127.0.0.1", portRange: [42000, 42999] as const };

/** A werift publisher: an offer with one audio and one video m-line, send-only. */
export async function publisherOffer(): Promise<{ peer: RTCPeerConnection; sdp: string }> {
  const peer = createPeer(network);
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
  let videoSeq = 0;
  let audioSeq = 0;
  const videoTimer = setInterval(() => {
    const timestamp = (videoSeq * 3000) >>> 0;
    for (let part = 0; part < 2; part++) {
      const header = new RtpHeader({
        payloadType: VP8.payloadType,
        sequenceNumber: videoSeq++ & 0xffff,
        timestamp,
        marker: part === 1,
      });
      // VP8 payload descriptor (RFC 7741): S bit on the first packet; then bytes standing in for a frame.
      const payload = Buffer.alloc(600, part);
      payload[0] = part === 0 ? 0x10 : 0x00;
      void video.sender.sendRtp(new RtpPacket(header, payload)).catch(() => undefined);
    }
  }, 1000 / options.fps);
  const audioTimer = setInterval(() => {
    const header = new RtpHeader({
      payloadType: OPUS.payloadType,
      sequenceNumber: audioSeq++ & 0xffff,
      timestamp: (audioSeq * 960) >>> 0,
      extension: true,
      extensions: [{ id: 10, payload: Buffer.from([0x80 | options.audioLevel]) }],
    });
    void audio.sender.sendRtp(new RtpPacket(header, Buffer.alloc(60, 1))).catch(() => undefined);
  }, 20);
  return () => {
    clearInterval(videoTimer);
    clearInterval(audioTimer);
  };
}

/** A werift subscriber: answers the SFU's offer receive-only and counts packets per mid. */
export class CountingSubscriber {
  readonly peer = createPeer(network);
  readonly packetsByMid = new Map<string, number>();
  readonly firstPacketMs = new Map<string, number>();
  private readonly hooked = new Set<RTCRtpTransceiver>();

  async answer(offerSdp: string): Promise<{ type: "answer"; sdp: string }> {
    await this.peer.setRemoteDescription({ type: "offer", sdp: offerSdp });
    for (const transceiver of this.peer.getTransceivers()) {
      if (this.hooked.has(transceiver)) continue;
      this.hooked.add(transceiver);
      transceiver.setDirection("recvonly");
      transceiver.receiver.track.onReceiveRtp.subscribe(() => {
        const mid = transceiver.mid ?? "?";
        this.packetsByMid.set(mid, (this.packetsByMid.get(mid) ?? 0) + 1);
        if (!this.firstPacketMs.has(mid)) this.firstPacketMs.set(mid, Date.now());
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
