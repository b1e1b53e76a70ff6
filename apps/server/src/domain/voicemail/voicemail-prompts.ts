import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SERVER_PACKAGE_DIR } from "../../config";
import type { Pcm, WavCodec } from "./voicemail-media";

/** The committed prompts (scripts/generate-voicemail-prompts.sh); the bundle reads them from the package. */
export const PROMPTS_DIR = join(SERVER_PACKAGE_DIR, "src/domain/voicemail/prompts");

const PHRASES = [
  "greeting",
  "tone",
  "you-have",
  "new-message",
  "new-messages",
  "saved-message",
  "saved-messages",
  "message-from",
  "received",
  "ago-minutes",
  "ago-hours",
  "ago-days",
  "message-options",
  "main-menu",
  "no-more-messages",
  "message-deleted",
  "message-saved",
  "record-greeting",
  "greeting-saved",
  "too-short",
  "goodbye",
  "mailbox-full",
  "more-than-twenty",
] as const;
export type Phrase = (typeof PHRASES)[number];

/** The numbers the prompts can say, zero to twenty (and "more than twenty"). */
export const LARGEST_SPOKEN_NUMBER = 20;

export type VoicemailPrompts = {
  phrase(name: Phrase): Pcm;
  /** 0–20 as words; larger numbers as "more than twenty". */
  number(value: number): Pcm;
};

/** Reads and decodes every prompt once, at start. */
export async function loadPrompts(
  codec: Pick<WavCodec, "decode">,
  dir = PROMPTS_DIR,
): Promise<VoicemailPrompts> {
  const read = async (name: string) => codec.decode(await readFile(join(dir, `${name}.wav`)));
  const phrases = new Map<Phrase, Pcm>();
  for (const name of PHRASES) phrases.set(name, await read(name));
  const numbers: Pcm[] = [];
  for (let value = 0; value <= LARGEST_SPOKEN_NUMBER; value++) numbers.push(await read(`number-${value}`));
  return promptsOf(phrases, numbers);
}

/** Prompts from audio already in memory (tests give tones). */
export function promptsOf(phrases: ReadonlyMap<Phrase, Pcm>, numbers: readonly Pcm[]): VoicemailPrompts {
  const phrase = (name: Phrase): Pcm => {
    const audio = phrases.get(name);
    if (!audio) throw new Error(`voicemail prompt "${name}" is missing`);
    return audio;
  };
  return {
    phrase,
    number: (value) => numbers[Math.max(0, Math.floor(value))] ?? phrase("more-than-twenty"),
  };
}

export const PROMPT_PHRASES: readonly Phrase[] = PHRASES;
