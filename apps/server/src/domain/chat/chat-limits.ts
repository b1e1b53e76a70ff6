import type { Clock } from "../../clock";
import { SlidingWindowLimiter } from "../auth/sliding-window-limiter";
import { ChatError } from "./chat-error";

/**
 * Per-user bounds a minute on the chat calls one script could make costly (in memory, one node):
 * uploads write up to 10 MB each; a link preview makes the server fetch a page; a notification
 * makes it call push services (a client sends one per message it sends); creating a group or adding
 * members sends every new member an invitation.
 */
export const CHAT_RATE_LIMITS = { upload: 20, preview: 30, notify: 60, invite: 20 } as const;

export class ChatLimits {
  private readonly limiters: Record<keyof typeof CHAT_RATE_LIMITS, SlidingWindowLimiter>;

  constructor(clock: Clock) {
    const perMinute = (limit: number) => new SlidingWindowLimiter(limit, 60_000, clock);
    this.limiters = {
      upload: perMinute(CHAT_RATE_LIMITS.upload),
      preview: perMinute(CHAT_RATE_LIMITS.preview),
      notify: perMinute(CHAT_RATE_LIMITS.notify),
      invite: perMinute(CHAT_RATE_LIMITS.invite),
    };
  }

  /** Counts one call of `kind` for the user, or refuses it with 429 when a minute's share is spent. */
  admit(kind: keyof typeof CHAT_RATE_LIMITS, userId: string): void {
    const limiter = this.limiters[kind];
    if (limiter.retryAfterSeconds(userId) > 0) throw new ChatError("chatTooFast");
    limiter.record(userId);
  }
}
