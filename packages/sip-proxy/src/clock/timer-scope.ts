import type { Clock, TimerHandle } from "./clock";

/**
 * A clock whose timers can all be cancelled at once: the proxy runs every timer it has (transactions,
 * Timer C, binding expiry, keep-alive) through one scope, so `close()` leaves nothing scheduled.
 */
export class TimerScope implements Clock {
  private readonly live = new Set<ScopedTimer>();
  private closed = false;

  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now();
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    if (this.closed) return NO_TIMER;
    const handle = new ScopedTimer(this.live, callback);
    handle.inner = this.clock.setTimeout(handle.fire, delayMs);
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

const NO_TIMER: TimerHandle = { cancel: () => {} };

/** One object per timer instead of two closures and a handle: every transaction starts timers. */
class ScopedTimer implements TimerHandle {
  inner: TimerHandle | undefined;

  constructor(
    private readonly live: Set<ScopedTimer>,
    private readonly callback: () => void,
  ) {}

  readonly fire = (): void => {
    this.live.delete(this);
    this.callback();
  };

  cancel(): void {
    this.live.delete(this);
    this.inner?.cancel();
  }
}
