import type { Clock, TimerHandle } from "./clock";

interface Scheduled {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/** A manual clock for tests: time moves only when `advance` is called, firing due timers in order. */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(startMs = Date.UTC(2025, 0, 1)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const entry: Scheduled = { id: this.nextId++, at: this.current + Math.max(0, delayMs), callback };
    this.scheduled.push(entry);
    return { cancel: () => (this.scheduled = this.scheduled.filter((s) => s !== entry)) };
  }

  /** Moves time forward, running every timer that falls due (including ones those timers set). */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.scheduled.filter((s) => s.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.scheduled = this.scheduled.filter((s) => s !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }

  /** How many timers are waiting: tests use it to prove that `close()` leaves none behind. */
  pendingCount(): number {
    return this.scheduled.length;
  }
}
