import type { Clock } from "../../clock";

/**
 * At most `limit` events per key within any `windowMs`; in memory, for one node. Keys whose events
 * have all left the window are swept now and then, so rotating keys cannot grow the map forever.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** 0 when another event is allowed now, else the whole seconds until it is. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key, this.clock.now());
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock.now()) / 1000));
  }

  record(key: string): void {
    const now = this.clock.now();
    const recent = this.recent(key, now);
    recent.push(now);
    this.events.set(key, recent);
    if (++this.recordsSinceSweep >= 1000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.events.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private sweep(now: number): void {
    this.recordsSinceSweep = 0;
    for (const [key, times] of this.events) {
      if ((times[times.length - 1] ?? 0) <= now - this.windowMs) this.events.delete(key);
    }
  }
}
