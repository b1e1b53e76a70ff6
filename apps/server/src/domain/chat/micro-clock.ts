import type { Clock } from "../../clock";

/**
 * Archive timestamps: microseconds since the epoch, strictly increasing in this process, as
 * ejabberd's MAM ids are unique per archive owner. The clock gives milliseconds; messages within
 * one millisecond take the following microseconds.
 */
export class MicroClock {
  private last = 0;

  constructor(private readonly clock: Clock) {}

  next(): number {
    this.last = Math.max(this.clock.now() * 1000, this.last + 1);
    return this.last;
  }
}
