import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userConfigs } from "../../db/schema";

/** A JSON value as stored in jsonb. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * How many settings one user may keep. Each value may be 64 KB (contracts/configs.ts) and the key is
 * the client's choice, so without a cap one user with a script could fill the database; the app
 * itself uses two keys (the presence boards, the busylight).
 */
export const MAX_CONFIG_KEYS_PER_USER = 32;

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

  /**
   * Stores `value`; null removes the setting. A new key beyond MAX_CONFIG_KEYS_PER_USER is refused
   * ("tooManyKeys") and stores nothing; an existing key can always be changed or cleared.
   */
  async set(userId: string, key: string, value: JsonValue, now: Date): Promise<"stored" | "tooManyKeys"> {
    if (value === null) {
      await this.db.delete(userConfigs).where(and(eq(userConfigs.userId, userId), eq(userConfigs.key, key)));
      return "stored";
    }
    if ((await this.get(userId, key)) === null) {
      const [row] = await this.db
        .select({ keys: count() })
        .from(userConfigs)
        .where(eq(userConfigs.userId, userId));
      if ((row?.keys ?? 0) >= MAX_CONFIG_KEYS_PER_USER) return "tooManyKeys";
    }
    await this.db
      .insert(userConfigs)
      .values({ userId, key, value, updatedAt: now })
      .onConflictDoUpdate({ target: [userConfigs.userId, userConfigs.key], set: { value, updatedAt: now } });
    return "stored";
  }
}
