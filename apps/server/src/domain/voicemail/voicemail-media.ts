/** 8 kHz mono signed 16-bit PCM, as @mobex/media plays and records it. */
export interface Pcm {
  readonly sampleRate: 8000;
  readonly samples: Int16Array;
}

export interface VoicemailRecording {
  readonly audio: Pcm;
  readonly durationMs: number;
  readonly endedBy: "digit" | "limit" | "signal" | "ended";
}

/**
 * The part of a media session (@mobex/media's MediaSession) a voicemail flow uses: play, record,
 * collect digits, and learn when the caller is gone. The domain sees no WebRTC.
 */
export interface VoicemailMedia {
  play(
    audio: Pcm,
    options?: { interruptOnDigit?: boolean; signal?: AbortSignal },
  ): Promise<{ interruptedBy?: string; ended?: boolean }>;
  record(options: { maxMs: number; endOnDigits?: string; signal?: AbortSignal }): Promise<VoicemailRecording>;
  collectDigits(options: { max: number; timeoutMs: number; terminators?: string }): Promise<string>;
  readonly ended: Promise<unknown>;
}

/** WAV in and out (@mobex/media's pcm.ts): recordings are stored as WAV, greetings come back as WAV. */
export interface WavCodec {
  encode(audio: Pcm): Buffer;
  decode(wav: Buffer): Pcm;
}
