import type { Pcm, VoicemailMedia } from "./voicemail-media";

/** How a spoken sequence ended: played through, cut short by a key (kept for the next read), or the caller left. */
export type PlayResult = "played" | "interrupted" | "ended";

/**
 * Plays prompts one after another. With `interruptible` a key cuts the rest: the caller may answer
 * a menu before it is read out (the media session keeps the digit for collectDigits).
 */
export async function playSequence(
  media: Pick<VoicemailMedia, "play">,
  parts: readonly Pcm[],
  interruptible: boolean,
): Promise<PlayResult> {
  for (const audio of parts) {
    const result = await media.play(audio, { interruptOnDigit: interruptible });
    if (result.ended) return "ended";
    if (result.interruptedBy !== undefined) return "interrupted";
  }
  return "played";
}
