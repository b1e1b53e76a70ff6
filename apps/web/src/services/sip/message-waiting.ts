import { TypedEmitter } from "./typed-emitter";

/** RFC 3842 §5.1: the body type of a message-waiting notice. */
export const MESSAGE_SUMMARY_TYPE = "application/simple-message-summary";

/** What a notice says: whether messages wait and, when it counts them, the new voice messages. */
export interface MessageSummary {
  readonly waiting: boolean;
  /** `Voice-Message: <new>/<old>` (RFC 3842 §5.2); undefined when the notice does not count them. */
  readonly newVoiceMessages?: number;
}

/** The part of JsSIP's incoming MESSAGE (UA `newMessage`, originator remote) read here. */
export interface IncomingSipMessage {
  readonly request: { getHeader(name: string): string | undefined; readonly body: string };
  readonly message: { reject(options: { status_code: number; reason_phrase?: string }): void };
}

/**
 * Message-waiting notices that reached this page's SIP user agent (the voicemail service sends one
 * to every device of the user after a message is left, heard or deleted). The voicemail feature
 * listens; the SIP engine feeds it with `receiveSipMessage`.
 */
export const messageWaiting = new TypedEmitter<{ summary: MessageSummary }>();

/** RFC 3842 §5.2: `Messages-Waiting: yes|no` and `Voice-Message: new/old (urgent-new/urgent-old)`. */
export function parseMessageSummary(body: string): MessageSummary {
  const headers = new Map<string, string>();
  for (const line of body.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const waiting = headers.get("messages-waiting")?.toLowerCase() === "yes";
  const counts = /^(\d+)\s*\/\s*\d+/.exec(headers.get("voice-message") ?? "");
  return counts?.[1] === undefined ? { waiting } : { waiting, newVoiceMessages: Number(counts[1]) };
}

/**
 * An out-of-dialog MESSAGE for us: a message-waiting notice is announced (JsSIP answers it 200);
 * any other body is refused 415, as there is nothing here to show it (RFC 3428 §7).
 */
export function receiveSipMessage(incoming: IncomingSipMessage): void {
  const type = incoming.request.getHeader("Content-Type") ?? "";
  if (type.split(";")[0]?.trim().toLowerCase() !== MESSAGE_SUMMARY_TYPE) {
    incoming.message.reject({ status_code: 415, reason_phrase: "Unsupported Media Type" });
    return;
  }
  messageWaiting.emit("summary", parseMessageSummary(incoming.request.body));
}
