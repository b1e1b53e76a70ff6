import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userConfigs } from "../../db/schema";

/** A JSON value as stored in jsonb. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Per-user settings by key (spec 1 §7 configs/get, configs/update; e.g. the busylight settings). */
export class UserConfigRepository {
  constructor(private readonly db: Db) {}

  async get(userId: string, key: string): Promise<JsonValue | null> {
    const [row] = await this.db
      .select({ value: userConfigs.value })
      .from(userConfigs)
      .where(and(eq(userConfigs.userId, userId), eq(userConfigs.key, key)));
    return (row?.value as JsonValue | undefined) ?? null;
  }

  /** Stores `value`; null removes the setting. */
  async set(userId: string, key: string, value: JsonValue, now: Date): Promise<void> {
    if (value === null) {
      await this.db.delete(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.key, key)));
      return;
    }
    await this.db
      .insert(userConfigs)
      .values({ userId, key, value, updatedAt: now })
      .onConflictDoUpdate({ target: [userConfigs.userId, userConfigs.key], set: { value, updatedAt: now } });
  }
}
