import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cdrs, type CdrRow, type NewCdrRow } from "../../db/schema";

/** Call-detail records, always read and changed through their owner (ARCHITECTURE.md: tenant-scoped). */
export class CdrRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: readonly NewCdrRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(cdrs).values([...rows]);
  }

  /** The owner's visible entries, newest first. */
  async listVisible(owner: { userId: string; tenantId: string }, limit: number): Promise<CdrRow[]> {
    return this.db
      .select()
      .from(cdrs)
      .where(and(eq(cdrs.userId, owner.userId), eq(cdrs.tenantId, owner.tenantId), eq(cdrs.hidden, false)))
      .orderBy(desc(cdrs.callStart), desc(cdrs.endedAt))
      .limit(limit);
  }

  /** Hides or shows one of the owner's entries; false when the owner has no such entry. */
  async setHidden(
    owner: { userId: string; tenantId: string },
    id: string,
    hidden: boolean,
  ): Promise<boolean> {
    const changed = await this.db
      .update(cdrs)
      .set({ hidden })
      .where(and(eq(cdrs.id, id), eq(cdrs.userId, owner.userId), eq(cdrs.tenantId, owner.tenantId)))
      .returning({ id: cdrs.id });
    return changed.length > 0;
  }
}
