/** A rate bound: `perSecond` on average, `burst` saved up at most. */
export class TokenBucket {
  private tokens: number;
  private refilledMs: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    nowMs: number,
  ) {
    this.tokens = burst;
    this.refilledMs = nowMs;
  }

  take(nowMs: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((nowMs - this.refilledMs) / 1000) * this.perSecond);
    this.refilledMs = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
