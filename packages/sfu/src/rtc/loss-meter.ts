/**
 * Janus's `slowlink`: lost packets counted per second on one m-line; past `threshold` in a second
 * the client hears of it, at most once per `quietMs` so a bad network does not flood it.
 */
export class LossMeter {
  private windowStartMs = 0;
  private lost = 0;
  private lastReportMs = -Infinity;

  constructor(
    private readonly threshold: number,
    private readonly quietMs: number,
  ) {}

  /** Adds `count` lost packets; returns the second's total when it is time to report. */
  add(count: number, nowMs: number): number | undefined {
    if (nowMs - this.windowStartMs >= 1000) {
      this.windowStartMs = nowMs;
      this.lost = 0;
    }
    this.lost += count;
    if (this.lost < this.threshold || nowMs - this.lastReportMs < this.quietMs) return undefined;
    this.lastReportMs = nowMs;
    return this.lost;
  }
}

/** Janus's defaults feel: 8 lost packets in a second, no more than one warning every 5 s. */
export const slowLinkMeter = () => new LossMeter(8, 5000);
