import type { Clock } from "../../../clock";

/** How long a message stays notified of: chat/notifyMobile comes right after the message it names. */
const REMEMBERED_MS = 10 * 60_000;
/** At most this many remembered at once, the oldest forgotten first: memory stays bounded under any load. */
const REMEMBERED_MAX = 10_000;

/**
 * The messages recently notified of, per recipient: the XMPP plane notifies of a message that
 * reached no device of its recipient, and a client may then ask chat/notifyMobile for the same one;
 * the recipient gets one notification. Keyed by conversation too, so that a sender who reuses
 * someone else's message id cannot silence that one.
 */
export class RecentPushes {
  /** Key → when it is forgotten; in insertion order, which is expiry order (one fixed lifetime). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly max = REMEMBERED_MAX,
  ) {}

  /** True the first time (messageId, recipient, conversation) is seen within the window; remembers it. */
  firstTime(messageId: string, recipientId: string, conversation: string): boolean {
    const now = this.clock.now();
    for (const [key, expiry] of this.until) {
      if (expiry > now && this.until.size < this.max) break;
      this.until.delete(key);
    }
    const key = JSON.stringify([messageId, recipientId, conversation]);
    if (this.until.has(key)) return false;
    this.until.set(key, now + REMEMBERED_MS);
    return true;
  }

  get size(): number {
    return this.until.size;
  }
}
