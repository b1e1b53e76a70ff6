import type { Pcm } from "./voicemail-media";
import type { VoicemailPrompts } from "./voicemail-prompts";
import type { StoredVoicemail } from "./voicemail-store-port";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "Message from 4 0 0 0 1 1 0 0 2, received 3 hours ago": the caller's number digit by digit and
 * the message's age in the largest whole unit (issue 12: "with date and caller", as far as
 * prompts recorded in advance can say them; a caller's name cannot be spoken).
 */
export function messageAnnouncement(
  message: Pick<StoredVoicemail, "callerNumber" | "receivedAt">,
  nowMs: number,
  prompts: VoicemailPrompts,
): Pcm[] {
  const digits = [...message.callerNumber]
    .filter((c) => c >= "0" && c <= "9")
    .map((c) => prompts.number(Number(c)));
  const caller = digits.length > 0 ? [prompts.phrase("message-from"), ...digits] : [];
  return [...caller, prompts.phrase("received"), ...age(nowMs - message.receivedAt.getTime(), prompts)];
}

function age(elapsedMs: number, prompts: VoicemailPrompts): Pcm[] {
  const ms = Math.max(0, elapsedMs);
  if (ms < HOUR_MS) return [prompts.number(Math.floor(ms / MINUTE_MS)), prompts.phrase("ago-minutes")];
  if (ms < DAY_MS) return [prompts.number(Math.floor(ms / HOUR_MS)), prompts.phrase("ago-hours")];
  return [prompts.number(Math.floor(ms / DAY_MS)), prompts.phrase("ago-days")];
}
