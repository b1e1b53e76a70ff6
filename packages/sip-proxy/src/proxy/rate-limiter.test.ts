import { describe, expect, it } from "vitest";
import { FakeClock } from "../clock/fake-clock";
import { RateLimiter } from "./rate-limiter";

describe("rate limiter (token bucket per user)", () => {
  it("lets a burst through, then one per refill, and says when to come back", () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(clock, 3, 1);
    expect([1, 2, 3].map(() => limiter.take("alice"))).toEqual([undefined, undefined, undefined]);
    expect(limiter.take("alice")).toBe(1);
    expect(limiter.take("bob")).toBeUndefined();
    clock.advance(1000);
    expect([limiter.take("alice"), limiter.take("alice")]).toEqual([undefined, 1]);
    clock.advance(60_000);
    expect([1, 2, 3, 4].map(() => limiter.take("alice"))).toEqual([undefined, undefined, undefined, 1]);
  });

  it("is off at a refill of 0", () => {
    const limiter = new RateLimiter(new FakeClock(), 1, 0);
    expect([1, 2, 3].map(() => limiter.take("alice"))).toEqual([undefined, undefined, undefined]);
  });
});
