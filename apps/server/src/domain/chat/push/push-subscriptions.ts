import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { PushSubscriptionJson } from "@mobex/contracts/chat";
import { CHAT_PUSH_MAX_SUBSCRIPTIONS } from "@mobex/contracts/chat";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { chatPushSubscriptions } from "../../../db/schema";
import { ChatError } from "../chat-error";

export type StoredSubscription = PushSubscriptionJson & { id: string; userId: string };

/** The browsers subscribed to a user's chat notifications (chat/push/subscribe), at most 10 a user. */
export class PushSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Stored, or its keys renewed when this browser subscribed before; 413 beyond the bound. */
  async subscribe(userId: string, subscription: PushSubscriptionJson): Promise<void> {
    const s = chatPushSubscriptions;
    await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.endpoint, subscription.endpoint)));
      if (existing) {
        await tx
          .update(s)
          .set({ ...subscription.keys })
          .where(eq(s.id, existing.id));
        return;
      }
      const [held] = await tx.select({ n: count() }).from(s).where(eq(s.userId, userId));
      if ((held?.n ?? 0) >= CHAT_PUSH_MAX_SUBSCRIPTIONS) throw new ChatError("pushTooManySubscriptions");
      await tx.insert(s).values({
        userId,
        endpoint: subscription.endpoint,
        ...subscription.keys,
        createdAt: new Date(this.clock.now()),
      });
    });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    const s = chatPushSubscriptions;
    await this.db.delete(s).where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)));
  }

  async of(userIds: readonly string[]): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    const s = chatPushSubscriptions;
    const rows = await this.db
      .select()
      .from(s)
      .where(inArray(s.userId, [...userIds]))
      .orderBy(asc(s.createdAt));
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
    }));
  }

  /** The push service said the subscription is gone (404/410). */
  async forget(id: string): Promise<void> {
    await this.db.delete(chatPushSubscriptions).where(eq(chatPushSubscriptions.id, id));
  }
}
