import { describe, expect, it } from "vitest";
import { EventLoopLagSampler, type SamplerTimers } from "./event-loop-lag";

/** Time and the sampler's one timer driven by hand: `run(at)` fires the timer as if the loop got to it at `at`. */
function manualTimers() {
  let now = 0;
  let pending: (() => void) | undefined;
  const timers: SamplerTimers = {
    now: () => now,
    schedule(callback) {
      pending = callback;
      return { cancel: () => (pending = undefined) };
    },
  };
  return {
    timers,
    set now(at: number) {
      now = at;
    },
    run(at: number) {
      now = at;
      const callback = pending;
      pending = undefined;
      callback?.();
    },
    get scheduled() {
      return pending !== undefined;
    },
  };
}

describe("event-loop lag sampler", () => {
  it("reads no lag for one long task, only for a loop that stays behind", () => {
    const time = manualTimers();
    const sampler = new EventLoopLagSampler(50, time.timers);
    time.run(50); // on time
    time.run(400); // one task held the loop 300 ms
    time.run(450);
    time.now = 460;
    expect(sampler.lagMs()).toBe(0);
    time.run(700); // now every tick is ~200 ms late: a backlog
    time.run(950);
    time.run(1200);
    time.now = 1450;
    expect(sampler.lagMs()).toBe(200);
  });

  it("reads no lag once the loop has caught up, and stops its timer on close", () => {
    const time = manualTimers();
    const sampler = new EventLoopLagSampler(50, time.timers);
    for (const at of [300, 600, 900]) time.run(at); // each 250 ms late
    time.now = 1200;
    expect(sampler.lagMs()).toBe(250);
    time.run(1205); // the loop gets to the timer and is free again: the next tick is not due yet
    time.now = 1210;
    expect(sampler.lagMs()).toBe(0);
    sampler.close();
    expect(time.scheduled).toBe(false);
  });
});
