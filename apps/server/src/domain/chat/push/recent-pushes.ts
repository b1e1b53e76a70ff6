import type { Clock } from "../../../clock";

/** How long a message stays notified of: chat/notifyMobile comes right after the message it names. */
const MESSAGE_REMEMBERED_MS = 10 * 60_000;
/**
 * At most one notification per recipient and conversation in this time: a colleague (or a script)
 * sending fifty messages in a row wakes the recipient's phone once, not fifty times; the
 * notification names the conversation, the app shows the rest.
 */
export const CONVERSATION_PUSH_INTERVAL_MS = 10_000;
/** At most this many remembered at once, the oldest forgotten first: memory stays bounded under any load. */
const REMEMBERED_MAX = 10_000;

/** Keys remembered for one fixed lifetime, bounded in number. */
class ExpiringKeys {
  /** Key → when it is forgotten; in insertion order, which is expiry order (one fixed lifetime). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly max: number,
  ) {}

  /** True if the key is not remembered (and remembers it from now on). */
  claim(key: string): boolean {
    const now = this.clock.now();
    for (const [known, expiry] of this.until) {
      if (expiry > now && this.until.size < this.max) break;
      this.until.delete(known);
    }
    if (this.until.has(key)) return false;
    this.until.set(key, now + this.lifetimeMs);
    return true;
  }

  get size(): number {
    return this.until.size;
  }
}

/**
 * The notifications recently sent, per recipient: the XMPP plane notifies of a message that
 * reached no device of its recipient, and a client may then ask chat/notifyMobile for the same one;
 * the recipient gets one notification. Keyed by conversation too, so that a sender who reuses
 * someone else's message id cannot silence that one. And per conversation, at most one in
 * CONVERSATION_PUSH_INTERVAL_MS.
 */
export class RecentPushes {
  private readonly messages: ExpiringKeys;
  private readonly conversations: ExpiringKeys;

  constructor(clock: Clock, max = REMEMBERED_MAX) {
    this.messages = new ExpiringKeys(clock, MESSAGE_REMEMBERED_MS, max);
    this.conversations = new ExpiringKeys(clock, CONVERSATION_PUSH_INTERVAL_MS, max);
  }

  /** True the first time (messageId, recipient, conversation) is seen within the window; remembers it. */
  firstTime(messageId: string, recipientId: string, conversation: string): boolean {
    return this.messages.claim(JSON.stringify([messageId, recipientId, conversation]));
  }

  /**
   * Whether a notification of `conversation` may go to the recipient now: not if one went in the
   * last CONVERSATION_PUSH_INTERVAL_MS. Ask only for a notification that will otherwise be sent.
   */
  conversationDue(recipientId: string, conversation: string): boolean {
    return this.conversations.claim(JSON.stringify([recipientId, conversation]));
  }

  /** Messages remembered. */
  get size(): number {
    return this.messages.size;
  }
}
