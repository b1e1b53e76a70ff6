import { performance } from "node:perf_hooks";

/** How far behind the event loop runs, in ms: 0 when callbacks start when they are due. */
export interface LagSource {
  lagMs(): number;
  close(): void;
}

/** Consecutive late ticks that make a lag sustained: one long task (a GC, a big query) is not overload. */
const SUSTAINED_TICKS = 3;

/**
 * A cheap lag sampler: one unref'd timer every `intervalMs` notes how late it fired. The lag it
 * reports is sustained lag: the smallest lateness of the last three ticks, and only while the loop
 * is still behind now (the next tick already overdue by as much), so a backlog reads as lag while a
 * single long task, or a lag that has just cleared, does not. Real time on purpose (not the proxy's
 * Clock): it measures the process, not protocol time.
 */
export class EventLoopLagSampler implements LagSource {
  private dueAt: number;
  private readonly recent: number[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs = 50) {
    this.dueAt = performance.now() + intervalMs;
    this.timer = this.schedule();
  }

  lagMs(): number {
    if (this.recent.length < SUSTAINED_TICKS) return 0;
    const overdue = performance.now() - this.dueAt;
    return Math.max(0, Math.min(overdue, ...this.recent));
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const now = performance.now();
      this.recent.push(Math.max(0, now - this.dueAt));
      if (this.recent.length > SUSTAINED_TICKS) this.recent.shift();
      this.dueAt = now + this.intervalMs;
      if (this.timer !== undefined) this.timer = this.schedule();
    }, this.intervalMs);
    timer.unref();
    return timer;
  }
}
