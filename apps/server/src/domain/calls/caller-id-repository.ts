import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { callerIds, users } from "../../db/schema";
import type { MemberChanged } from "../board/tenant-directory";

export type CallerId = { number: string; description: string; inUse: boolean };

/** The caller ids a user may present on outgoing calls (spec 1 §3 "Caller id"), one of them in use. */
export class CallerIdRepository {
  constructor(
    private readonly db: Db,
    private readonly changed: MemberChanged,
  ) {}

  async list(userId: string): Promise<CallerId[]> {
    return this.db
      .select({ number: callerIds.number, description: callerIds.description, inUse: callerIds.inUse })
      .from(callerIds)
      .where(eq(callerIds.userId, userId))
      .orderBy(asc(callerIds.number));
  }

  /**
   * Makes `number` the one in use; false (nothing changed) when it is not one of the user's. The
   * in-memory directory has it before this resolves: the user's next call presents it.
   */
  async select(userId: string, number: string): Promise<boolean> {
    const selected = await this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: callerIds.id })
        .from(callerIds)
        .where(and(eq(callerIds.userId, userId), eq(callerIds.number, number)));
      if (!own) return false;
      await tx.update(callerIds).set({ inUse: false }).where(eq(callerIds.userId, userId));
      await tx.update(callerIds).set({ inUse: true }).where(eq(callerIds.id, own.id));
      return true;
    });
    if (selected) await this.changed(userId);
    return selected;
  }

  /** The description of a caller id some member of the tenant may present (a shared line), if any. */
  async descriptionInTenant(tenantId: string, number: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ description: callerIds.description })
      .from(callerIds)
      .innerJoin(users, eq(users.id, callerIds.userId))
      .where(and(eq(users.tenantId, tenantId), eq(callerIds.number, number)))
      .limit(1);
    return row?.description;
  }
}
