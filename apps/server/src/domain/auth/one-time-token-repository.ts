import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneTimeTokens } from "../../db/schema";

/** spec 1 §4: five guesses end a one-time token (our brute-force bound per token). */
export const MAX_FAILED_ATTEMPTS = 5;

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type ClaimedAttempt = Pick<OneTimeTokenRow, "id" | "tokenHash" | "createdAt">;

/**
 * E-mailed sign-in tokens; a token is pending while unconsumed, unexpired and under 5 attempts.
 * Only the newest one of a user is ever pending (create).
 */
export class OneTimeTokenRepository {
  constructor(private readonly db: Db) {}

  private pending(userId: string, now: Date) {
    return and(
      eq(oneTimeTokens.userId, userId),
      isNull(oneTimeTokens.consumedAt),
      gt(oneTimeTokens.expiresAt, now),
      lt(oneTimeTokens.failedAttempts, MAX_FAILED_ATTEMPTS),
    );
  }

  async latestPending(userId: string, now: Date): Promise<OneTimeTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeTokens)
      .where(this.pending(userId, now))
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Takes one of the pending token's five attempts before the guess is compared, in one
   * conditional UPDATE … RETURNING: PostgreSQL re-checks the condition on the row a concurrent
   * guess has just updated, so twenty guesses at once still compare at most five. Undefined when no
   * token is pending (none requested, expired, consumed or out of attempts).
   */
  async claimAttempt(userId: string, now: Date): Promise<ClaimedAttempt | undefined> {
    const latest = this.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(this.pending(userId, now))
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    const [row] = await this.db
      .update(oneTimeTokens)
      .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
      .where(and(eq(oneTimeTokens.id, sql`(${latest})`), this.pending(userId, now)))
      .returning({
        id: oneTimeTokens.id,
        tokenHash: oneTimeTokens.tokenHash,
        createdAt: oneTimeTokens.createdAt,
      });
    return row;
  }

  /** Stores a new token; any earlier pending one expires now, so only the newest e-mail works. */
  async create(userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<OneTimeTokenRow> {
    return this.db.transaction(async (tx) => {
      await tx.update(oneTimeTokens).set({ expiresAt: now }).where(this.pending(userId, now));
      const [row] = await tx
        .insert(oneTimeTokens)
        .values({ userId, tokenHash, createdAt: now, expiresAt })
        .returning();
      if (!row) throw new Error("one-time token insert returned nothing");
      return row;
    });
  }

  /** True when this call consumed it (a concurrent exchange of the same token loses). */
  async consume(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(oneTimeTokens)
      .set({ consumedAt: now })
      .where(
        and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.consumedAt), gt(oneTimeTokens.expiresAt, now)),
      )
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(oneTimeTokens).where(eq(oneTimeTokens.id, id));
  }
}
