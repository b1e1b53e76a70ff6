import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import { PollLimiter } from "./poll-limiter";

describe("the board's poll limiter", () => {
  it("allows a burst of 4, then one poll per 4 s, and says how long to wait", () => {
    const clock = new ManualClock();
    const limiter = new PollLimiter(clock);
    for (let poll = 0; poll < 4; poll += 1) expect(limiter.take("device")).toBe(0);
    expect(limiter.take("device")).toBe(4);
    clock.advance(3_000);
    expect(limiter.take("device")).toBe(1);
    clock.advance(1_000);
    expect(limiter.take("device")).toBe(0);
    expect(limiter.take("other device")).toBe(0);
  });

  it("never refuses a client on the 5 s rhythm, even after a burst", () => {
    const clock = new ManualClock();
    const limiter = new PollLimiter(clock);
    for (let poll = 0; poll < 3; poll += 1) expect(limiter.take("device")).toBe(0);
    for (let poll = 0; poll < 100; poll += 1) {
      clock.advance(5_000);
      expect(limiter.take("device")).toBe(0);
    }
  });

  it("forgets clients whose bucket has refilled, so memory follows recent clients only", () => {
    const clock = new ManualClock();
    const limiter = new PollLimiter(clock);
    for (let client = 0; client < 10_000; client += 1) limiter.take(`client ${client}`);
    expect(limiter.size).toBe(10_000);
    clock.advance(16_000);
    limiter.take("a new client");
    expect(limiter.size).toBe(1);
  });
});
