import type { Clock } from "../clock/clock";

interface Bucket {
  tokens: number;
  at: number;
}

/** How often (in takes) buckets that have filled up again are forgotten, so that the map stays small. */
const SWEEP_EVERY = 1000;

/**
 * Token buckets per key (an authenticated user): `burst` requests at once, then `perSecond`.
 * `take` spends one token, or says how many seconds until one is back.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private takes = 0;

  constructor(
    private readonly clock: Pick<Clock, "now">,
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Undefined when the request may go; else whole seconds to wait (RFC 3261 §20.33 Retry-After). */
  take(key: string): number | undefined {
    if (this.perSecond <= 0) return undefined;
    const now = this.clock.now();
    if ((this.takes += 1) % SWEEP_EVERY === 0) this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = this.refilled(bucket, now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / this.perSecond));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return undefined;
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.perSecond);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (this.refilled(bucket, now) >= this.burst) this.buckets.delete(key);
  }
}
