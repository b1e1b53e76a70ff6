import type { Clock, TimerHandle } from "./clock";

/**
 * A clock whose timers can all be cancelled at once: the proxy runs every timer it has (transactions,
 * Timer C, binding expiry, keep-alive) through one scope, so `close()` leaves nothing scheduled.
 */
export class TimerScope implements Clock {
  private readonly live = new Set<TimerHandle>();
  private closed = false;

  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now();
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    if (this.closed) return { cancel: () => {} };
    const inner = this.clock.setTimeout(() => {
      this.live.delete(handle);
      callback();
    }, delayMs);
    const handle: TimerHandle = {
      cancel: () => {
        this.live.delete(handle);
        inner.cancel();
      },
    };
    this.live.add(handle);
    return handle;
  }

  get size(): number {
    return this.live.size;
  }

  close(): void {
    this.closed = true;
    for (const handle of [...this.live]) handle.cancel();
  }
}
