import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { pollEvery } from "./polling";

describe("polling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stops polling once an answer is 401", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = [
      () => Promise.resolve("one"),
      () => Promise.reject(new ApiError("unauthorised", "Unauthorised", 401)),
    ];
    const queryFn = vi.fn(() => answers.shift()?.() ?? Promise.resolve("never"));
    const observer = new QueryObserver(client, {
      queryKey: ["polled"],
      queryFn,
      refetchInterval: pollEvery(5_000),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);

    unsubscribe();
    client.clear();
  });

  it("keeps polling through other failures, an expired session included", () => {
    const interval = pollEvery(5_000);
    expect(interval({ state: { error: new ApiError("network", "offline") } })).toBe(5_000);
    expect(interval({ state: { error: new ApiError("sessionExpired", "expired", 407) } })).toBe(5_000);
  });
});
