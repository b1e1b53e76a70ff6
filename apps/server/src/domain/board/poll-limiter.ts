import type { Clock } from "../../clock";

export type PollLimiterOptions = {
  /** Polls a client may make at once: a page reload, a focus refetch and two quick polls. */
  burst: number;
  /** One poll comes back every this often; the board polls every 5 s (spec 1 §9). */
  refillMs: number;
};

/** 4 at once, then one per 4 s: a client on the 5 s rhythm never runs dry, one polling in a loop does. */
export const BOARD_POLL_LIMITS: PollLimiterOptions = { burst: 4, refillMs: 4_000 };

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per client (the device session), in memory, for one node. A bucket that has
 * refilled completely is the same as no bucket, so buckets idle for burst × refillMs are swept
 * out: memory follows the clients seen in the last few seconds, not every client ever seen.
 */
export class PollLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweepAt = 0;
  private readonly fullAfterMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly options: PollLimiterOptions = BOARD_POLL_LIMITS,
  ) {
    this.fullAfterMs = options.burst * options.refillMs;
  }

  /** 0 when the poll may go ahead (and is counted), else the whole seconds until one may. */
  take(client: string): number {
    const now = this.clock.now();
    this.sweep(now);
    const { burst, refillMs } = this.options;
    const bucket = this.buckets.get(client);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) / refillMs) : burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000));
    }
    if (bucket) Object.assign(bucket, { tokens: tokens - 1, at: now });
    else this.buckets.set(client, { tokens: tokens - 1, at: now });
    return 0;
  }

  /** Clients with a bucket that has not refilled yet. */
  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweepAt < this.fullAfterMs) return;
    this.lastSweepAt = now;
    for (const [client, bucket] of this.buckets) {
      if (now - bucket.at >= this.fullAfterMs) this.buckets.delete(client);
    }
  }
}
