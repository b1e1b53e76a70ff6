import type { Clock } from "../../clock";
import { MIN_MESSAGE_MS } from "./deposit-flow";
import { messageAnnouncement } from "./message-announcement";
import { playSequence, type PlayResult } from "./prompt-player";
import type { Pcm, VoicemailMedia, WavCodec } from "./voicemail-media";
import type { VoicemailPrompts } from "./voicemail-prompts";
import type { StoredVoicemail, VoicemailStorePort } from "./voicemail-store-port";

/** A menu waits this long for a key before it reads itself again. */
export const MENU_KEY_TIMEOUT_MS = 8_000;
/** Unanswered readings of a menu before the mailbox says goodbye (a phone left off the hook). */
export const MENU_REPEATS = 3;
/** The longest greeting a user may record. */
export const MAX_GREETING_MS = 60_000;

export type MailboxDependencies = {
  store: Pick<VoicemailStorePort, "list" | "audio" | "markHeard" | "delete" | "saveGreeting">;
  prompts: VoicemailPrompts;
  wav: WavCodec;
  clock: Clock;
};

type Owner = { userId: string; tenantId: string };
type Media = Pick<VoicemailMedia, "play" | "record" | "collectDigits">;

/**
 * The mailbox menu the owner reaches with `*1` (issue 12): the counts, then 1 to hear the
 * messages (new ones first, then saved), 5 to record a greeting, * to leave. Each message is
 * announced with its caller and age, then 1 replays, 7 deletes, 9 saves (marks it heard),
 * 3 goes to the next and * back to the menu.
 */
export async function runMailboxMenu(media: Media, owner: Owner, deps: MailboxDependencies): Promise<void> {
  for (let unanswered = 0; unanswered < MENU_REPEATS;) {
    const messages = inListeningOrder(await deps.store.list(owner.userId));
    const key = await menuKey(media, [
      ...countsAnnouncement(messages, deps.prompts),
      deps.prompts.phrase("main-menu"),
    ]);
    if (key === null) return;
    if (key === "") {
      unanswered++;
      continue;
    }
    unanswered = 0;
    if (key === "*") break;
    const next =
      key === "1"
        ? await browse(media, owner, messages, deps)
        : key === "5"
          ? await recordGreeting(media, owner, deps)
          : "menu";
    if (next === "ended") return;
    if (next === "exit") break;
  }
  await media.play(deps.prompts.phrase("goodbye"));
}

/** New messages first, then saved ones; each group as the store orders it (newest first). */
export function inListeningOrder(messages: readonly StoredVoicemail[]): StoredVoicemail[] {
  return [...messages.filter((m) => m.heardAt === null), ...messages.filter((m) => m.heardAt !== null)];
}

/** "You have <n> new message(s) <m> saved message(s)". */
export function countsAnnouncement(messages: readonly StoredVoicemail[], prompts: VoicemailPrompts): Pcm[] {
  const fresh = messages.filter((m) => m.heardAt === null).length;
  const saved = messages.length - fresh;
  return [
    prompts.phrase("you-have"),
    prompts.number(fresh),
    prompts.phrase(fresh === 1 ? "new-message" : "new-messages"),
    prompts.number(saved),
    prompts.phrase(saved === 1 ? "saved-message" : "saved-messages"),
  ];
}

type Next = "menu" | "exit" | "ended";

async function browse(
  media: Media,
  owner: Owner,
  messages: StoredVoicemail[],
  deps: MailboxDependencies,
): Promise<Next> {
  for (const message of messages) {
    const next = await handleMessage(media, owner, message, deps);
    if (next !== "next") return next;
  }
  return (await playSequence(media, [deps.prompts.phrase("no-more-messages")], true)) === "ended"
    ? "ended"
    : "menu";
}

/** One message: announced and played, then its options until the owner moves on. */
async function handleMessage(
  media: Media,
  owner: Owner,
  message: StoredVoicemail,
  deps: MailboxDependencies,
): Promise<Next | "next"> {
  const { prompts, store } = deps;
  const wav = await store.audio(owner.userId, message.id);
  // Deleted meanwhile (on another device): the next one.
  if (!wav) return "next";
  const audio = deps.wav.decode(wav);
  let parts = [
    ...messageAnnouncement(message, deps.clock.now(), prompts),
    audio,
    prompts.phrase("message-options"),
  ];
  for (let unanswered = 0; unanswered < MENU_REPEATS;) {
    const key = await menuKey(media, parts);
    parts = [prompts.phrase("message-options")];
    switch (key) {
      case null:
        return "ended";
      case "":
        unanswered++;
        continue;
      case "1":
        parts = [audio, prompts.phrase("message-options")];
        break;
      case "7":
        await store.delete(owner.userId, message.id);
        return confirm(media, prompts.phrase("message-deleted"));
      case "9":
        await store.markHeard(owner.userId, message.id, true);
        return confirm(media, prompts.phrase("message-saved"));
      case "3":
        return "next";
      case "*":
        return "menu";
    }
    unanswered = 0;
  }
  return "exit";
}

async function confirm(media: Media, prompt: Pcm): Promise<"next" | "ended"> {
  return (await playSequence(media, [prompt], true)) === "ended" ? "ended" : "next";
}

async function recordGreeting(media: Media, owner: Owner, deps: MailboxDependencies): Promise<Next> {
  const { prompts } = deps;
  const heard = await playSequence(media, [prompts.phrase("record-greeting"), prompts.phrase("tone")], false);
  if (heard === "ended") return "ended";
  const recording = await media.record({ maxMs: MAX_GREETING_MS, endOnDigits: "#" });
  if (recording.endedBy === "ended") return "ended";
  if (recording.durationMs < MIN_MESSAGE_MS) {
    return (await media.play(prompts.phrase("too-short"))).ended ? "ended" : "menu";
  }
  await deps.store.saveGreeting(owner.userId, owner.tenantId, deps.wav.encode(recording.audio));
  return (await media.play(prompts.phrase("greeting-saved"))).ended ? "ended" : "menu";
}

/** Reads `parts` (a key cuts them short) and waits for one key: the key, "" for none, null once the caller left. */
async function menuKey(media: Media, parts: readonly Pcm[]): Promise<string | null> {
  const played: PlayResult = await playSequence(media, parts, true);
  if (played === "ended") return null;
  return media.collectDigits({ max: 1, timeoutMs: MENU_KEY_TIMEOUT_MS });
}
