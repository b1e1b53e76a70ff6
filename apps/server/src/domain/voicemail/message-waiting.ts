import type { Log } from "../log";
import type { VoicemailStorePort } from "./voicemail-store-port";

/** RFC 3842 §5: the message summary a SIP MESSAGE carries to every device of the mailbox owner. */
export const MESSAGE_SUMMARY_TYPE = "application/simple-message-summary";

/** "Voice-Message: new/old" (RFC 3842 §5.2); old messages are the heard ones. */
export function messageSummary(newCount: number, oldCount: number): string {
  return `Messages-Waiting: ${newCount > 0 ? "yes" : "no"}\r\nVoice-Message: ${newCount}/${oldCount}\r\n`;
}

export type MessageWaitingDependencies = {
  store: Pick<VoicemailStorePort, "list" | "onChange">;
  /** The owner's SIP address, undefined when the user is gone. */
  aorOf(userId: string): Promise<string | undefined>;
  /** An out-of-dialog MESSAGE to every registered device of `aor` (sip-proxy's sendMessage). */
  send(aor: string, contentType: string, body: string): Promise<number>;
  log: Log;
};

/**
 * After each change to a mailbox (a new message, heard, deleted) its owner's devices hear the new
 * counts at once (voicemail-design.md, "The web app learns of changes at once"); the app's 20 s
 * checknew poll stays the fallback, so a device that misses one only learns later.
 */
export function notifyMessageWaiting(deps: MessageWaitingDependencies): () => void {
  return deps.store.onChange((userId) => {
    void sendSummary(deps, userId).catch((error: unknown) => {
      deps.log.warn({ err: error, userId }, "voicemail: message-waiting notice not sent");
    });
  });
}

async function sendSummary(deps: MessageWaitingDependencies, userId: string): Promise<void> {
  const aor = await deps.aorOf(userId);
  if (aor === undefined) return;
  const messages = await deps.store.list(userId);
  const fresh = messages.filter((message) => message.heardAt === null).length;
  await deps.send(aor, MESSAGE_SUMMARY_TYPE, messageSummary(fresh, messages.length - fresh));
}
