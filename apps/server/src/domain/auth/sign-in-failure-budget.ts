import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInFailures } from "../../db/schema";

/**
 * Guesses at e-mailed tokens per account and window, whichever identity form named the account.
 * With 6-digit tokens, 10 guesses an hour give an attacker about 0.7 % in 30 days (7,200 guesses of
 * 10^6); a person who mistypes their token a few times never meets the bound.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60_000;

export type BudgetClaim = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * A persistent, per-account failure budget in fixed windows (one row per account). A guess takes
 * its unit before it is compared, in one conditional upsert, so concurrent guesses cannot overrun
 * the budget; a right guess gives its unit back.
 */
export class SignInFailureBudget {
  constructor(
    private readonly db: Db,
    private readonly limit = SIGN_IN_FAILURES_PER_ACCOUNT,
    private readonly windowMs = SIGN_IN_FAILURE_WINDOW_MS,
  ) {}

  async claim(userId: string, now: Date): Promise<BudgetClaim> {
    const windowOver = sql`${signInFailures.windowStartedAt} <= ${new Date(now.getTime() - this.windowMs)}`;
    const rows = await this.db
      .insert(signInFailures)
      .values({ userId, windowStartedAt: now, failures: 1 })
      .onConflictDoUpdate({
        target: signInFailures.userId,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then ${now} else ${signInFailures.windowStartedAt} end`,
        },
        setWhere: sql`${windowOver} or ${signInFailures.failures} < ${this.limit}`,
      })
      .returning({ failures: signInFailures.failures });
    if (rows.length === 1) return { granted: true };
    const [row] = await this.db
      .select({ windowStartedAt: signInFailures.windowStartedAt })
      .from(signInFailures)
      .where(eq(signInFailures.userId, userId));
    const endsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + this.windowMs;
    return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }

  /** The guess was right: it was no failure. */
  async giveBack(userId: string): Promise<void> {
    await this.db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.userId, userId));
  }
}
