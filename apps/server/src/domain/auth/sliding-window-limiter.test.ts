import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import { SlidingWindowLimiter } from "./sliding-window-limiter";

describe("sliding window limiter", () => {
  it("allows up to the limit inside the window and then says how long to wait", () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(3, 60_000, clock);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterSeconds("k")).toBe(0);
      limiter.record("k");
      clock.advance(10_000);
    }
    expect(limiter.retryAfterSeconds("k")).toBe(30);
  });

  it("allows again once the oldest event has left the window", () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(1, 60_000, clock);
    limiter.record("k");
    clock.advance(59_999);
    expect(limiter.retryAfterSeconds("k")).toBe(1);
    clock.advance(1);
    expect(limiter.retryAfterSeconds("k")).toBe(0);
  });

  it("counts each key on its own", () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(1, 60_000, clock);
    limiter.record("a");
    expect(limiter.retryAfterSeconds("a")).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds("b")).toBe(0);
  });
});
