// A WebRTC peer in Node (werift) that offers what Chromium offers for audio, on 127.0.0.1: the
// "browser" of the media endpoint's tests and of anything built on it.
import { randomInt } from "node:crypto";
import {
  type MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RTCRtpTransceiver,
  RtpHeader,
} from "werift";
import { decodeG711, encodeG711, type G711Law } from "../src/g711";
import type { Pcm } from "../src/pcm";
import { RecordingBuffer } from "../src/recording-buffer";
import { buildTelephoneEvent } from "../src/telephone-event";

export type OfferedCodec = "opus" | "PCMU" | "PCMA" | "telephone-event";

// Chromium's payload types for these codecs.
const CODECS: Record<OfferedCodec, ConstructorParameters<typeof RTCRtpCodecParameters>[0]> = {
  opus: { mimeType: "audio/opus", clockRate: 48000, channels: 2, payloadType: 111 },
  PCMU: { mimeType: "audio/PCMU", clockRate: 8000, channels: 1, payloadType: 0 },
  PCMA: { mimeType: "audio/PCMA", clockRate: 8000, channels: 1, payloadType: 8 },
  "telephone-event": { mimeType: "audio/telephone-event", clockRate: 8000, channels: 1, payloadType: 126 },
};
const FRAME_SAMPLES = 160;
const FRAME_MS = 20;
const MAX_RECEIVED_SAMPLES = 8000 * 600;

export interface BrowserPeer {
  readonly offerSdp: string;
  accept(answerSdp: string): Promise<void>;
  /** Resolves when DTLS is connected; rejects when the connection fails or closes first. */
  connected(): Promise<void>;
  /** Sends the audio in 20 ms packets, in real time. */
  sendAudio(audio: Pcm): Promise<void>;
  /** Sends one RFC 4733 key press: a start, updates, and the end packet three times. */
  sendDigit(digit: string, durationMs?: number): Promise<void>;
  /** The audio received so far (in sequence order, losses as silence). */
  received(): Pcm;
  close(): Promise<void>;
}

export async function createBrowserPeer(
  codecs: readonly OfferedCodec[] = ["opus", "PCMU", "PCMA", "telephone-event"],
): Promise<BrowserPeer> {
  const peer = new RTCPeerConnection({
    codecs: { audio: codecs.map((codec) => new RTCRtpCodecParameters(CODECS[codec])) },
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceInterfaceAddresses: { udp4: "127.0.0.1" },
    bundlePolicy: "max-bundle",
  });
  const transceiver = peer.addTransceiver("audio", { direction: "sendrecv" });
  await peer.setLocalDescription(await peer.createOffer());
  await new Promise<void>((resolve) => {
    if (peer.iceGatheringState === "complete") resolve();
    peer.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve());
  });
  const offerSdp = peer.localDescription?.sdp ?? "";
  const received = new RecordingBuffer(MAX_RECEIVED_SAMPLES);
  let law: G711Law = "PCMU";
  let sequenceNumber = randomInt(0, 0x10000);
  let timestamp = randomInt(0, 0x1_0000_0000);

  const sendPacket = async (payloadType: number, payload: Uint8Array, marker: boolean, at = timestamp) => {
    const header = new RtpHeader({
      payloadType,
      sequenceNumber,
      timestamp: at,
      marker,
      ssrc: transceiver.sender.ssrc,
    });
    sequenceNumber = (sequenceNumber + 1) & 0xffff;
    // Straight to the transport: the sender would rewrite the payload type to the audio codec's.
    await transceiver.sender.dtlsTransport.sendRtp(Buffer.from(payload), header);
  };

  return {
    offerSdp,
    async accept(answerSdp) {
      await peer.setRemoteDescription({ type: "answer", sdp: answerSdp });
      const codec = transceiver.codecs.find((candidate) => /PCM[UA]/i.test(candidate.mimeType));
      law = codec?.mimeType.toUpperCase().endsWith("PCMA") ? "PCMA" : "PCMU";
      listenForAudio(transceiver, codec?.payloadType, law, received);
    },
    connected: () =>
      new Promise((resolve, reject) => {
        const settle = (state: string) => {
          if (state === "connected") resolve();
          if (state === "failed" || state === "closed")
            reject(new Error(`the browser peer's connection ${state}`));
        };
        settle(peer.connectionState);
        peer.connectionStateChange.subscribe(settle);
      }),
    async sendAudio(audio) {
      const payloadType =
        transceiver.codecs.find((candidate) => /PCM[UA]/i.test(candidate.mimeType))?.payloadType ?? 0;
      const startMs = performance.now();
      for (let offset = 0, frame = 0; offset < audio.samples.length; offset += FRAME_SAMPLES, frame += 1) {
        const samples = new Int16Array(FRAME_SAMPLES);
        samples.set(audio.samples.subarray(offset, offset + FRAME_SAMPLES));
        await sendPacket(payloadType, encodeG711(law, samples), frame === 0);
        timestamp = (timestamp + FRAME_SAMPLES) >>> 0;
        await waitUntil(startMs + (frame + 1) * FRAME_MS);
      }
    },
    async sendDigit(digit, durationMs = 100) {
      const payloadType = transceiver.codecs.find((candidate) =>
        /telephone-event/i.test(candidate.mimeType),
      )?.payloadType;
      if (payloadType === undefined) throw new Error("telephone-event was not negotiated");
      const eventTimestamp = timestamp;
      const startMs = performance.now();
      const frames = Math.max(1, Math.round(durationMs / FRAME_MS));
      for (let frame = 1; frame <= frames; frame += 1) {
        const payload = buildTelephoneEvent(digit, { end: false, duration: frame * FRAME_SAMPLES });
        await sendPacket(payloadType, payload, frame === 1, eventTimestamp);
        await waitUntil(startMs + frame * FRAME_MS);
      }
      // RFC 4733 §2.5.1.4: the end packet goes three times.
      const end = buildTelephoneEvent(digit, { end: true, duration: frames * FRAME_SAMPLES });
      for (let copy = 0; copy < 3; copy += 1) await sendPacket(payloadType, end, false, eventTimestamp);
      timestamp = (timestamp + frames * FRAME_SAMPLES) >>> 0;
    },
    received: () => received.toPcm(),
    close: () => peer.close(),
  };
}

function listenForAudio(
  transceiver: RTCRtpTransceiver,
  payloadType: number | undefined,
  law: G711Law,
  into: RecordingBuffer,
) {
  const heard = new Set<MediaStreamTrack>();
  const listen = (track: MediaStreamTrack) => {
    if (heard.has(track)) return;
    heard.add(track);
    track.onReceiveRtp.subscribe((packet) => {
      if (packet.header.payloadType === payloadType)
        into.add(packet.header.sequenceNumber, decodeG711(law, packet.payload));
    });
  };
  for (const track of transceiver.receiver.tracks) listen(track);
  transceiver.onTrack.subscribe(listen);
}

function waitUntil(atMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, atMs - performance.now())));
}
