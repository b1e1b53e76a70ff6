import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribeTicker, tickerNow } from "./ticker";

describe("the board's shared clock", () => {
  afterEach(() => vi.useRealTimers());

  it("moves every second while a tile listens, and reads the time now after it was idle", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const listener = vi.fn();
    const stop = subscribeTicker(listener);
    vi.advanceTimersByTime(3_000);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(tickerNow()).toBe(1_003_000);
    stop();
    // Idle for a while: the first tile that shows a call again must not start from 1 003 000.
    vi.advanceTimersByTime(11_500);
    expect(tickerNow()).toBe(1_014_000);
    vi.advanceTimersByTime(2_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
