import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deviceSessions, type DeviceSessionRow } from "../../db/schema";

export type DeviceContext = { userAgent: string; ip: string };

/** Signed-in devices and their renewal secrets (high-entropy device secrets, stored as HMACs). */
export class DeviceSessionRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<DeviceSessionRow | undefined> {
    const [row] = await this.db.select().from(deviceSessions).where(eq(deviceSessions.id, id));
    return row;
  }

  /** The sessions among `ids` that exist (any order). */
  async findByIds(ids: readonly string[]): Promise<DeviceSessionRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(deviceSessions)
      .where(inArray(deviceSessions.id, [...ids]));
  }

  /** Unrevoked sessions of the user whose secret is `secretHash`, the live one first. */
  async findUnrevoked(userId: string, secretHash: string, now: Date): Promise<DeviceSessionRow[]> {
    const rows = await this.db
      .select()
      .from(deviceSessions)
      .where(
        and(
          eq(deviceSessions.userId, userId),
          eq(deviceSessions.secretHash, secretHash),
          isNull(deviceSessions.revokedAt),
        ),
      );
    return rows.sort((a, b) => Number(b.expiresAt > now) - Number(a.expiresAt > now));
  }

  async create(userId: string, secretHash: string, device: DeviceContext, now: Date, expiresAt: Date) {
    const [row] = await this.db
      .insert(deviceSessions)
      .values({ userId, secretHash, ...device, createdAt: now, lastUsedAt: now, expiresAt })
      .returning();
    if (!row) throw new Error("device session insert returned nothing");
    return row;
  }

  /** spec 1 §4 renewal: the secret keeps working as long as the device keeps coming back. */
  async renew(id: string, device: DeviceContext, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .update(deviceSessions)
      .set({ ...device, lastUsedAt: now, expiresAt })
      .where(eq(deviceSessions.id, id));
  }

  /** Ids of the sessions revoked at or after `since`, for the caches of every node (SessionCache). */
  async revokedSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: deviceSessions.id })
      .from(deviceSessions)
      .where(gte(deviceSessions.revokedAt, since));
    return rows.map((row) => row.id);
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db
      .update(deviceSessions)
      .set({ revokedAt: now })
      .where(and(eq(deviceSessions.id, id), isNull(deviceSessions.revokedAt)));
  }

  /** Every device of the user (unlicensed or removed): the ids revoked now. */
  async revokeAllOf(userId: string, now: Date): Promise<string[]> {
    const rows = await this.db
      .update(deviceSessions)
      .set({ revokedAt: now })
      .where(and(eq(deviceSessions.userId, userId), isNull(deviceSessions.revokedAt)))
      .returning({ id: deviceSessions.id });
    return rows.map((row) => row.id);
  }
}
