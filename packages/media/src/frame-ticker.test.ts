import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FrameTicker } from "./frame-ticker";

describe("FrameTicker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls its listeners at once and then every 20 ms, all on one timer", () => {
    const ticker = new FrameTicker(() => Date.now());
    const first = vi.fn();
    const second = vi.fn();
    ticker.subscribe(first);
    ticker.subscribe(second);
    vi.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(first).toHaveBeenCalledTimes(6);
    expect(second).toHaveBeenCalledTimes(6);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("stops its timer when the last listener leaves", () => {
    const ticker = new FrameTicker(() => Date.now());
    const stop = ticker.subscribe(() => undefined);
    vi.advanceTimersByTime(40);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs the frames a late tick missed, so a play keeps its length", () => {
    const ticker = new FrameTicker(() => Date.now());
    const listener = vi.fn();
    ticker.subscribe(listener);
    vi.advanceTimersByTime(0);
    vi.setSystemTime(Date.now() + 70); // the event loop was busy for 70 ms
    vi.advanceTimersByTime(20);
    expect(listener).toHaveBeenCalledTimes(5);
  });
});
