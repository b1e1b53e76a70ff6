import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Reachability, ServerReachability } from "./server-reachability";

/** A probe whose answers the test scripts: true while `up`. */
function scriptedProbe() {
  const probe = {
    up: true,
    calls: 0,
    run: () => {
      probe.calls += 1;
      return Promise.resolve(probe.up);
    },
  };
  return probe;
}

function watch(reachability: ServerReachability): Reachability[] {
  const seen: Reachability[] = [];
  reachability.subscribe(() => seen.push(reachability.state));
  return seen;
}

/** A watched reachability over a scripted probe, after its first probe has answered. */
async function watchedReachability() {
  const probe = scriptedProbe();
  const reachability = new ServerReachability(probe.run);
  const seen = watch(reachability);
  await vi.advanceTimersByTimeAsync(0);
  return { probe, reachability, seen };
}

describe("the server's reachability", () => {
  let onLine: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    onLine = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => onLine);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("confirms a failed request with a probe before it calls the server unreachable", async () => {
    const { probe, reachability, seen } = await watchedReachability();
    probe.up = false;
    reachability.reportFailure();
    expect(reachability.state).toBe("checking");
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.slice(-2)).toEqual(["checking", "unreachable"]);
  });

  it("stays reachable when the probe answers after a failed request", async () => {
    const { reachability } = await watchedReachability();
    reachability.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.state).toBe("reachable");
  });

  it("probes again with back-off while the server stays away, and sees it return", async () => {
    const { probe, reachability } = await watchedReachability();
    probe.up = false;
    reachability.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    const before = probe.calls;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.calls).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(probe.calls).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe.calls).toBe(before + 2);
    probe.up = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(reachability.state).toBe("reachable");
  });

  it("checks at once when the browser goes offline or comes back", async () => {
    const { probe, reachability } = await watchedReachability();
    probe.up = false;
    onLine = false;
    window.dispatchEvent(new Event("offline"));
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.state).toBe("unreachable");
    probe.up = true;
    onLine = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.state).toBe("reachable");
  });

  it("keeps a heartbeat while the browser claims to be offline, as its events then tell nothing", async () => {
    onLine = false;
    const { probe, reachability } = await watchedReachability();
    expect(reachability.state).toBe("reachable");
    probe.up = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reachability.state).toBe("unreachable");
  });

  it("takes any answer to a request as proof the server is back", async () => {
    const { probe, reachability } = await watchedReachability();
    probe.up = false;
    reachability.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    reachability.reportAnswer();
    expect(reachability.state).toBe("reachable");
  });

  it("stops probing when nobody watches", async () => {
    onLine = false;
    const probe = scriptedProbe();
    const reachability = new ServerReachability(probe.run);
    const unsubscribe = reachability.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    const before = probe.calls;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe.calls).toBe(before);
  });
});
