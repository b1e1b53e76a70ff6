import type { Pcm } from "./pcm";

export type { Pcm } from "./pcm";

export interface MediaLogger {
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
  error(msg: string, data?: object): void;
}

export interface MediaLimits {
  /** answer() throws MediaBusyError beyond it. */
  maxSessions: number;
  /** The session ends itself (reason "time-limit"). */
  maxSessionMs: number;
  /** No ICE/DTLS by then: the session ends ("no-media"). */
  connectTimeoutMs: number;
  /** Hard cap on any single record(). */
  maxRecordingMs: number;
}

export const DEFAULT_LIMITS: MediaLimits = {
  maxSessions: 200,
  maxSessionMs: 15 * 60_000,
  connectTimeoutMs: 10_000,
  maxRecordingMs: 5 * 60_000,
};

export type EndReason = "hangup" | "remote-closed" | "time-limit" | "no-media" | "closed";

export interface PlayOptions {
  interruptOnDigit?: boolean;
  signal?: AbortSignal;
}

export interface PlayResult {
  interruptedBy?: string;
  ended?: boolean;
}

export interface RecordOptions {
  maxMs: number;
  endOnDigits?: string;
  signal?: AbortSignal;
}

export interface Recording {
  readonly audio: Pcm;
  readonly durationMs: number;
  readonly endedBy: "digit" | "limit" | "signal" | "ended";
}

export interface CollectDigitsOptions {
  max: number;
  timeoutMs: number;
  terminators?: string;
}

export interface MediaSession {
  readonly id: string;
  readonly answerSdp: string;
  readonly codec: "PCMU" | "PCMA";
  /** Resolves when media can flow (DTLS connected); rejects if the session ends first. */
  connected(): Promise<void>;
  /** Plays the audio in real time (20 ms packets). Resolves when played, when a digit arrives and
   *  `interruptOnDigit`, or when the session ends. A play started during another one replaces it. */
  play(audio: Pcm, options?: PlayOptions): Promise<PlayResult>;
  /** Records what the caller sends until a digit in `endOnDigits`, `maxMs`, `signal`, or the session's end. */
  record(options: RecordOptions): Promise<Recording>;
  /** Digits (RFC 4733 telephone-event, also SIP INFO digits fed by `pushDigit`) until `max` digits, a
   *  terminator (not part of the result), `timeoutMs` without any digit, or the end. Digits typed
   *  during a play with interruptOnDigit are kept. */
  collectDigits(options: CollectDigitsOptions): Promise<string>;
  /** For digits that arrive by signalling (SIP INFO application/dtmf-relay). */
  pushDigit(digit: string): void;
  onDigit(listener: (digit: string) => void): () => void;
  readonly ended: Promise<EndReason>;
  /** Ends the media (the SIP side sends its own BYE). Idempotent. */
  hangup(): void;
}

export interface MediaEndpointOptions {
  /** Address the media sockets bind to and announce as host candidates (127.0.0.1 in tests and by default). */
  bindAddress: string;
  /** Announced instead of bindAddress when set (the public address behind a 1:1 NAT). */
  announcedAddress?: string;
  /** Inclusive UDP port range; shared with the SFU later (MEDIA_PORT_MIN/MEDIA_PORT_MAX). */
  portRange: readonly [min: number, max: number];
  /** Bounds; each unset keeps its default. */
  limits?: Partial<MediaLimits>;
  logger?: MediaLogger;
}

export interface MediaEndpoint {
  /** Answers a browser's WebRTC offer (SDP from a SIP INVITE). Throws MediaOfferError (message says why:
   *  malformed SDP, no audio, no PCMU/PCMA) or MediaBusyError. */
  answer(offerSdp: string): Promise<MediaSession>;
  readonly activeSessions: number;
  close(): Promise<void>;
}
