import {
  PROMPT_PHRASES,
  promptsOf,
  type Phrase,
  type VoicemailPrompts,
} from "../domain/voicemail/voicemail-prompts";
import type { Pcm, VoicemailMedia, VoicemailRecording, WavCodec } from "../domain/voicemail/voicemail-media";

/** A caller's action, in order: a key press, a recording, or hanging up. */
export type CallerStep =
  { key: string } | { speak: number; endedBy?: VoicemailRecording["endedBy"] } | "hang-up";

/**
 * A media session scripted like a caller (design: voicemail-design.md, MediaSession): `played`
 * names every prompt heard, keys come from the script (none left: the menu times out), and once
 * the caller hangs up every call reports the end.
 */
export class FakeVoicemailMedia implements VoicemailMedia {
  readonly played: string[] = [];
  readonly recordings: { maxMs: number }[] = [];
  readonly ended: Promise<unknown>;
  private gone = false;
  private endCall!: () => void;

  constructor(
    private readonly names: ReadonlyMap<Pcm, string>,
    private readonly steps: CallerStep[],
  ) {
    this.ended = new Promise<void>((resolve) => (this.endCall = resolve));
  }

  /** Plays to the end: the script's keys come when the flow asks for them. */
  play(audio: Pcm) {
    this.hangUpIfNext();
    if (this.gone) return Promise.resolve({ ended: true });
    this.played.push(this.names.get(audio) ?? `audio(${audio.samples.length})`);
    return Promise.resolve({});
  }

  record(options: { maxMs: number }): Promise<VoicemailRecording> {
    this.recordings.push({ maxMs: options.maxMs });
    this.hangUpIfNext();
    const next = this.steps[0];
    if (this.gone || typeof next !== "object" || !("speak" in next)) {
      return Promise.resolve({ audio: pcm(0), durationMs: 0, endedBy: "ended" });
    }
    this.steps.shift();
    const durationMs = Math.min(next.speak, options.maxMs);
    const endedBy = next.speak > options.maxMs ? "limit" : (next.endedBy ?? "digit");
    if (endedBy === "ended") this.hangUp();
    return Promise.resolve({ audio: pcm(durationMs * 8), durationMs, endedBy });
  }

  collectDigits(): Promise<string> {
    this.hangUpIfNext();
    const next = this.steps[0];
    if (this.gone || typeof next !== "object" || !("key" in next)) return Promise.resolve("");
    this.steps.shift();
    return Promise.resolve(next.key);
  }

  private hangUpIfNext(): void {
    if (this.steps[0] === "hang-up") {
      this.steps.shift();
      this.hangUp();
    }
  }

  private hangUp(): void {
    this.gone = true;
    this.endCall();
  }
}

export function pcm(sampleCount: number): Pcm {
  return { sampleRate: 8000, samples: new Int16Array(sampleCount) };
}

/** Prompts that are distinct one-sample clips, with the names a FakeVoicemailMedia reports them by. */
export function namedPrompts(): { prompts: VoicemailPrompts; names: Map<Pcm, string> } {
  const names = new Map<Pcm, string>();
  const phrases = new Map<Phrase, Pcm>();
  for (const phrase of PROMPT_PHRASES) {
    const clip = pcm(1);
    phrases.set(phrase, clip);
    names.set(clip, phrase);
  }
  const numbers = Array.from({ length: 21 }, (_, n) => {
    const clip = pcm(1);
    names.set(clip, String(n));
    return clip;
  });
  return { prompts: promptsOf(phrases, numbers), names };
}

/** WAV stand-in: the samples' count in a buffer, enough to tell recordings apart. */
export const fakeWav: WavCodec = {
  encode: (audio) => Buffer.from(`wav:${audio.samples.length}`),
  decode: (wav) => {
    const match = /^wav:(\d+)$/.exec(wav.toString());
    if (!match) throw new Error("not a fake WAV");
    return pcm(Number(match[1]));
  },
};
