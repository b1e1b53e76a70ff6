/** A token bucket (rate per second, burst capacity) for the stanzas one session may send. */
export class TokenBucket {
  private tokens: number;
  private updatedMs: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly nowMs: () => number,
  ) {
    this.tokens = burst;
    this.updatedMs = nowMs();
  }

  take(): boolean {
    const now = this.nowMs();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedMs) * this.ratePerSecond) / 1000);
    this.updatedMs = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
