import type { Clock } from "../clock";

/** A clock that moves only when a test says so (STYLE.md: fake clocks, no sleeping for luck). */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2025, 0, 6, 9, 0, 0)) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
