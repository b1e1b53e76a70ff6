import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { avatars, users, type AvatarRow } from "../../db/schema";

/** The `avatars` rows: which picture (hash, type, size) each user has, at most one. */
export class AvatarRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<AvatarRow | undefined> {
    const [row] = await this.db.select().from(avatars).where(eq(avatars.userId, userId));
    return row;
  }

  /**
   * The picture of the member of `tenantId` whose phone or extension is `name`; undefined both
   * when that colleague has none and when no such colleague exists (another tenant's user included).
   */
  async findInTenant(tenantId: string, name: string): Promise<AvatarRow | undefined> {
    const [row] = await this.db
      .select({ avatar: avatars })
      .from(avatars)
      .innerJoin(users, eq(users.id, avatars.userId))
      .where(and(eq(users.tenantId, tenantId), or(eq(users.phone, name), eq(users.extension, name))))
      .limit(1);
    return row?.avatar;
  }

  /** Puts `row` in place and returns the one it replaced, whose file the caller then deletes. */
  async replace(row: AvatarRow): Promise<AvatarRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx.select().from(avatars).where(eq(avatars.userId, row.userId)).for("update");
      await tx
        .insert(avatars)
        .values(row)
        .onConflictDoUpdate({
          target: avatars.userId,
          set: {
            hash: row.hash,
            contentType: row.contentType,
            byteSize: row.byteSize,
            updatedAt: row.updatedAt,
          },
        });
      return previous;
    });
  }

  async remove(userId: string): Promise<AvatarRow | undefined> {
    const [removed] = await this.db.delete(avatars).where(eq(avatars.userId, userId)).returning();
    return removed;
  }
}
