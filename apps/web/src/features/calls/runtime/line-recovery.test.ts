import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ServerReachability } from "../../../shared/connection/server-reachability";
import { testOutgoingCall } from "../model/call-fixtures";
import { callTransitions } from "../model/call-store";
import { watchLineRecovery } from "./line-recovery";

const liveCall = testOutgoingCall();

describe("the phone's recovery after an outage", () => {
  let up: boolean;
  let reachability: ServerReachability;
  const engine = { reconnect: vi.fn(), refreshRegistration: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    up = true;
    reachability = new ServerReachability(() => Promise.resolve(up));
    engine.reconnect.mockClear();
    engine.refreshRegistration.mockClear();
  });
  afterEach(() => {
    callTransitions.reset();
    vi.useRealTimers();
  });

  async function outageAndReturn(): Promise<void> {
    up = false;
    reachability.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.state).toBe("unreachable");
    up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reachability.state).toBe("reachable");
  }

  it("opens a fresh socket and registers when the server is back", async () => {
    const stop = watchLineRecovery(engine, reachability);
    await outageAndReturn();
    expect(engine.reconnect).toHaveBeenCalledTimes(1);
    expect(engine.refreshRegistration).not.toHaveBeenCalled();
    stop();
  });

  it("keeps the socket of a live call and only registers again", async () => {
    callTransitions.added(liveCall);
    const stop = watchLineRecovery(engine, reachability);
    await outageAndReturn();
    expect(engine.refreshRegistration).toHaveBeenCalledTimes(1);
    expect(engine.reconnect).not.toHaveBeenCalled();
    stop();
  });

  it("does nothing when a doubt was cleared by the probe", async () => {
    const stop = watchLineRecovery(engine, reachability);
    reachability.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.state).toBe("reachable");
    expect(engine.reconnect).not.toHaveBeenCalled();
    stop();
  });
});
