// One 20 ms clock for every session that plays: each tick asks every listener for its next packet, so
// a thousand plays cost one timer, not a thousand. The clock follows the wall time (a late tick runs
// the missed frames at once, up to a few) so a play lasts as long as its audio.

export const FRAME_MS = 20;
const MAX_CATCH_UP_FRAMES = 5;

export type FrameListener = () => void;

export class FrameTicker {
  private readonly listeners = new Set<FrameListener>();
  private timer: NodeJS.Timeout | undefined;
  private nextTickMs = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Calls `listener` every 20 ms until the returned function is called. */
  subscribe(listener: FrameListener): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.nextTickMs = this.now();
      this.schedule();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.tick(), Math.max(0, this.nextTickMs - this.now()));
  }

  private tick(): void {
    let frames = 0;
    while (this.nextTickMs <= this.now() && frames < MAX_CATCH_UP_FRAMES) {
      for (const listener of [...this.listeners]) listener();
      this.nextTickMs += FRAME_MS;
      frames += 1;
    }
    // Further behind than the catch-up allows (a stalled event loop): start again from now.
    if (this.nextTickMs <= this.now()) this.nextTickMs = this.now() + FRAME_MS;
    if (this.listeners.size > 0) this.schedule();
    else this.timer = undefined;
  }
}
