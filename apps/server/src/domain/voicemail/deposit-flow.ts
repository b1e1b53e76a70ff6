import type { Clock } from "../../clock";
import { playSequence } from "./prompt-player";
import type { VoicemailMedia, WavCodec } from "./voicemail-media";
import type { VoicemailPrompts } from "./voicemail-prompts";
import type { VoicemailRoute } from "./voicemail-route-table";
import type { VoicemailStorePort } from "./voicemail-store-port";

/** issue 12: a message shorter than this is a hang-up at the tone, not a message. */
export const MIN_MESSAGE_MS = 1_000;
/**
 * Messages a mailbox keeps: past it a caller hears that it is full and nothing is recorded, so a
 * caller with a script cannot fill the server's disk through a colleague's mailbox (3 min of 8 kHz
 * audio is 2.9 MB: 100 messages stay under 300 MB per user).
 */
export const MAX_MESSAGES_PER_MAILBOX = 100;
/** The caller ends the message with `#` (issue 12). */
const END_KEY = "#";

export type DepositDependencies = {
  store: Pick<VoicemailStorePort, "save" | "greeting" | "list">;
  prompts: VoicemailPrompts;
  wav: WavCodec;
  clock: Clock;
  /** VOICEMAIL_MAX_SECONDS in ms. */
  maxMessageMs: number;
};

export type DepositOutcome =
  | { kind: "stored"; id: string; durationSeconds: number; wav: Buffer; receivedAt: Date }
  | { kind: "too-short" }
  /** MAX_MESSAGES_PER_MAILBOX reached: told so, nothing recorded. */
  | { kind: "mailbox-full" }
  /** The caller hung up before the tone. */
  | { kind: "hung-up" };

/**
 * A caller leaves a message (issue 12, "Diversion"): the mailbox owner's greeting (theirs, or the
 * default prompt), a tone, then the recording until `#`, hang-up or the limit. A message of a
 * second or more is stored with the caller's number and name as the owner sees them.
 */
export async function depositMessage(
  media: VoicemailMedia,
  route: VoicemailRoute,
  callId: string,
  deps: DepositDependencies,
): Promise<DepositOutcome> {
  const { prompts } = deps;
  if ((await deps.store.list(route.userId)).length >= MAX_MESSAGES_PER_MAILBOX) {
    await media.play(prompts.phrase("mailbox-full"));
    return { kind: "mailbox-full" };
  }
  const greeting = await ownGreeting(route.userId, deps);
  const heard = await playSequence(
    media,
    [greeting ?? prompts.phrase("greeting"), prompts.phrase("tone")],
    false,
  );
  if (heard === "ended") return { kind: "hung-up" };
  const recording = await media.record({ maxMs: deps.maxMessageMs, endOnDigits: END_KEY });
  if (recording.durationMs < MIN_MESSAGE_MS) {
    if (recording.endedBy !== "ended") await media.play(prompts.phrase("too-short"));
    return { kind: "too-short" };
  }
  const wav = deps.wav.encode(recording.audio);
  const durationSeconds = Math.round(recording.durationMs / 1000);
  const receivedAt = new Date(deps.clock.now());
  const { id } = await deps.store.save({
    tenantId: route.tenantId,
    userId: route.userId,
    callerNumber: route.callerNumber,
    callerName: route.callerName,
    wav,
    durationSeconds,
    receivedAt,
    callId,
  });
  if (recording.endedBy !== "ended") await media.play(prompts.phrase("goodbye"));
  return { kind: "stored", id, durationSeconds, wav, receivedAt };
}

/** The owner's recorded greeting; a stored file that does not decode falls back to the default. */
async function ownGreeting(userId: string, deps: DepositDependencies) {
  const wav = await deps.store.greeting(userId);
  if (!wav) return undefined;
  try {
    return deps.wav.decode(wav);
  } catch {
    return undefined;
  }
}
