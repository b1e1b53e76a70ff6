/** A scheduled callback; `cancel` is idempotent. */
export interface TimerHandle {
  cancel(): void;
}

/**
 * Time as the protocol layers see it. Injected everywhere so that tests drive the RFC 3261 timers
 * with a fake clock instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    timer.unref();
    return new NodeTimer(timer);
  },
};

/** A class, not a closure per timer: every transaction starts timers (GC on the call path). */
class NodeTimer implements TimerHandle {
  constructor(private readonly timer: NodeJS.Timeout) {}

  cancel(): void {
    clearTimeout(this.timer);
  }
}
