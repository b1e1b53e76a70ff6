// One answered call's media: lifecycle and bounds here; playing, recording and digits in their helpers.
//
//   connecting ──DTLS connected──▶ connected ──hangup / remote close / time limit──▶ ended
//        └──────connect timeout (no-media), hangup, time limit, endpoint close────────▶ ended
import { randomUUID } from "node:crypto";
import type { MediaStreamTrack, RTCPeerConnection, RTCRtpTransceiver, RtpPacket } from "werift";
import { decodeG711, type G711Law } from "./g711";
import { DigitBuffer } from "./digit-buffer";
import { collectDigits } from "./digit-collector";
import type { FrameTicker } from "./frame-ticker";
import type {
  CollectDigitsOptions,
  EndReason,
  MediaLimits,
  MediaLogger,
  MediaSession,
  PlayOptions,
  PlayResult,
  RecordOptions,
  Recording,
} from "./media-types";
import { durationMsOf, samplesFor, type Pcm } from "./pcm";
import { RecordingBuffer } from "./recording-buffer";
import { FRAME_SAMPLES, RtpAudioOut } from "./rtp-audio-out";
import { TelephoneEventDecoder } from "./telephone-event";

export interface SessionParts {
  readonly peer: RTCPeerConnection;
  readonly transceiver: RTCRtpTransceiver;
  readonly answerSdp: string;
  readonly codec: G711Law;
  readonly codecPayloadType: number;
  readonly telephoneEventPayloadType: number | undefined;
  readonly ticker: FrameTicker;
  readonly limits: MediaLimits;
  readonly logger: MediaLogger | undefined;
}

type SessionState = "connecting" | "connected" | "ended";

interface ActiveRecording {
  readonly buffer: RecordingBuffer;
  readonly finish: (endedBy: Recording["endedBy"]) => void;
}

export class WeriftMediaSession implements MediaSession {
  readonly id = randomUUID();
  readonly answerSdp: string;
  readonly codec: G711Law;
  readonly ended: Promise<EndReason>;
  /** Resolves once the session's sockets are closed, after the end. */
  released: Promise<void> = new Promise(() => undefined);
  private state: SessionState = "connecting";
  private resolveEnded!: (reason: EndReason) => void;
  private readonly connectedPromise: Promise<void>;
  private resolveConnected!: () => void;
  private rejectConnected!: (error: Error) => void;
  private readonly digits = new DigitBuffer();
  private readonly telephoneEvents = new TelephoneEventDecoder();
  private readonly audioOut: RtpAudioOut;
  private readonly connectTimer: NodeJS.Timeout;
  private readonly sessionTimer: NodeJS.Timeout;
  private readonly cleanups: (() => void)[] = [];
  private stopCurrentPlay: ((result: PlayResult) => void) | undefined;
  private recording: ActiveRecording | undefined;

  constructor(private readonly parts: SessionParts) {
    this.answerSdp = parts.answerSdp;
    this.codec = parts.codec;
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
    this.connectedPromise = new Promise<void>((resolve, reject) => {
      this.resolveConnected = resolve;
      this.rejectConnected = reject;
    });
    // connected() may never be asked for: its rejection at the end is not an unhandled one.
    this.connectedPromise.catch(() => undefined);
    const sender = parts.transceiver.sender;
    this.audioOut = new RtpAudioOut(parts.codec, parts.codecPayloadType, (packet) => {
      sender
        .sendRtp(packet)
        .catch((error: unknown) => this.parts.logger?.warn("media: RTP send failed", { error }));
    });
    this.watchConnection();
    this.receiveAudio();
    this.connectTimer = setTimeout(() => this.end("no-media"), parts.limits.connectTimeoutMs);
    this.sessionTimer = setTimeout(() => this.end("time-limit"), parts.limits.maxSessionMs);
  }

  connected(): Promise<void> {
    return this.connectedPromise;
  }

  async play(audio: Pcm, options: PlayOptions = {}): Promise<PlayResult> {
    if (!(await this.mediaFlows())) return { ended: true };
    if (options.signal?.aborted) return {};
    const pending = this.digits.first;
    if (options.interruptOnDigit && pending !== undefined) return { interruptedBy: pending };
    this.stopCurrentPlay?.({});
    return new Promise((resolve) => {
      let offset = 0;
      const stopTicking = this.parts.ticker.subscribe(() => {
        if (offset >= audio.samples.length) return finish({});
        this.audioOut.sendFrame(audio.samples.subarray(offset, offset + FRAME_SAMPLES));
        offset += FRAME_SAMPLES;
      });
      const stopListening = options.interruptOnDigit
        ? this.digits.listen((digit) => finish({ interruptedBy: digit }))
        : () => undefined;
      const onAbort = () => finish({});
      options.signal?.addEventListener("abort", onAbort);
      const finish = (result: PlayResult) => {
        stopTicking();
        stopListening();
        options.signal?.removeEventListener("abort", onAbort);
        this.audioOut.pause();
        if (this.stopCurrentPlay === finish) this.stopCurrentPlay = undefined;
        resolve(result);
      };
      this.stopCurrentPlay = finish;
    });
  }

  async record(options: RecordOptions): Promise<Recording> {
    if (!(await this.mediaFlows())) return recordingOf(new RecordingBuffer(0), "ended");
    if (this.recording) throw new Error("a recording is already running on this session");
    const maxMs = Math.max(0, Math.min(options.maxMs, this.parts.limits.maxRecordingMs));
    const buffer = new RecordingBuffer(samplesFor(maxMs));
    if (options.signal?.aborted || maxMs === 0) return recordingOf(buffer, maxMs === 0 ? "limit" : "signal");
    return new Promise((resolve) => {
      const endOnDigits = options.endOnDigits ?? "";
      const stopTaking = this.digits.addTaker((digit) => {
        if (!endOnDigits.includes(digit)) return false;
        finish("digit");
        return true;
      });
      const timer = setTimeout(() => finish("limit"), maxMs);
      const onAbort = () => finish("signal");
      options.signal?.addEventListener("abort", onAbort);
      const finish = (endedBy: Recording["endedBy"]) => {
        if (this.recording?.buffer !== buffer) return;
        this.recording = undefined;
        clearTimeout(timer);
        stopTaking();
        options.signal?.removeEventListener("abort", onAbort);
        resolve(recordingOf(buffer, endedBy));
      };
      this.recording = { buffer, finish };
    });
  }

  collectDigits(options: CollectDigitsOptions): Promise<string> {
    if (this.state === "ended") return Promise.resolve("");
    return collectDigits(this.digits, options, (listener) => this.onEnd(listener));
  }

  pushDigit(digit: string): void {
    if (this.state !== "ended" && /^[0-9*#A-D]$/i.test(digit)) this.digits.push(digit.toUpperCase());
  }

  onDigit(listener: (digit: string) => void): () => void {
    return this.digits.listen(listener);
  }

  hangup(): void {
    this.end("hangup");
  }

  /** Ends the session with `reason` (the first reason wins); releases everything it holds. */
  end(reason: EndReason): void {
    if (this.state === "ended") return;
    this.state = "ended";
    clearTimeout(this.connectTimer);
    clearTimeout(this.sessionTimer);
    this.stopCurrentPlay?.({ ended: true });
    this.recording?.finish("ended");
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.rejectConnected(new Error(`media session ended (${reason}) before it connected`));
    this.resolveEnded(reason);
    this.released = this.parts.peer
      .close()
      .catch((error: unknown) => this.parts.logger?.warn("media: close failed", { error }));
  }

  /** Waits for the connection; false when the session ends first. */
  private async mediaFlows(): Promise<boolean> {
    if (this.state === "ended") return false;
    try {
      await this.connectedPromise;
    } catch {
      return false;
    }
    return this.isLive();
  }

  // A separate method, so the compiler does not narrow `state` across the await above.
  private isLive(): boolean {
    return this.state !== "ended";
  }

  private onEnd(listener: () => void): () => void {
    let active = true;
    void this.ended.then(() => active && listener());
    return () => (active = false);
  }

  private watchConnection(): void {
    const { unSubscribe } = this.parts.peer.connectionStateChange.subscribe((state) => {
      if (state === "connected" && this.state === "connecting") {
        this.state = "connected";
        clearTimeout(this.connectTimer);
        this.resolveConnected();
      }
      if (state === "failed" || state === "closed")
        this.end(this.state === "connecting" ? "no-media" : "remote-closed");
    });
    this.cleanups.push(unSubscribe);
  }

  private receiveAudio(): void {
    // werift makes a track per remote SSRC while it applies the offer (before this session exists),
    // and later ones on re-negotiation.
    const heard = new Set<MediaStreamTrack>();
    const listen = (track: MediaStreamTrack) => {
      if (heard.has(track)) return;
      heard.add(track);
      this.cleanups.push(track.onReceiveRtp.subscribe((packet) => this.receivePacket(packet)).unSubscribe);
    };
    const { receiver } = this.parts.transceiver;
    for (const track of receiver.tracks) listen(track);
    this.cleanups.push(this.parts.transceiver.onTrack.subscribe(listen).unSubscribe);
  }

  private receivePacket(packet: RtpPacket): void {
    const { payloadType, timestamp, sequenceNumber } = packet.header;
    if (payloadType === this.parts.telephoneEventPayloadType) {
      const digit = this.telephoneEvents.accept(timestamp, packet.payload);
      if (digit !== undefined) this.pushDigit(digit);
      return;
    }
    const recording = this.recording;
    if (payloadType !== this.parts.codecPayloadType || !recording) return;
    recording.buffer.add(sequenceNumber, decodeG711(this.codec, packet.payload));
    if (recording.buffer.full) recording.finish("limit");
  }
}

function recordingOf(buffer: RecordingBuffer, endedBy: Recording["endedBy"]): Recording {
  const audio = buffer.toPcm();
  return { audio, durationMs: durationMsOf(audio), endedBy };
}
