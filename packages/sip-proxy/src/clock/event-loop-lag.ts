import { performance } from "node:perf_hooks";

/** How far behind the event loop runs, in ms: 0 when callbacks start when they are due. */
export interface LagSource {
  lagMs(): number;
  close(): void;
}

/** What the sampler needs of time: a monotonic clock and a cancellable timer (real ones by default). */
export interface SamplerTimers {
  now(): number;
  schedule(callback: () => void, delayMs: number): { cancel(): void };
}

const realTimers: SamplerTimers = {
  now: () => performance.now(),
  schedule(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

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
  private timer: { cancel(): void } | undefined;

  constructor(
    private readonly intervalMs = 50,
    private readonly timers: SamplerTimers = realTimers,
  ) {
    this.dueAt = timers.now() + intervalMs;
    this.timer = timers.schedule(this.tick, intervalMs);
  }

  lagMs(): number {
    if (this.recent.length < SUSTAINED_TICKS) return 0;
    const overdue = this.timers.now() - this.dueAt;
    return Math.max(0, Math.min(overdue, ...this.recent));
  }

  close(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }

  private readonly tick = (): void => {
    if (this.timer === undefined) return;
    const now = this.timers.now();
    this.recent.push(Math.max(0, now - this.dueAt));
    if (this.recent.length > SUSTAINED_TICKS) this.recent.shift();
    this.dueAt = now + this.intervalMs;
    this.timer = this.timers.schedule(this.tick, this.intervalMs);
  };
}
