import { afterEach, describe, expect, it } from "vitest";
import { testCall, testEndInfo } from "./call-fixtures";
import { callDrawerTransitions, useCallDrawerStore } from "./call-drawer-store";
import { callTransitions, useCallStore } from "./call-store";

const placed = testCall({
  id: "out1",
  direction: "out",
  origin: "dialled",
  number: "1002",
  status: "ringing",
});

afterEach(() => callTransitions.reset());

describe("the failed-call notice", () => {
  it("is raised once when a placed call fails at the far end, and kept apart from the call", () => {
    callTransitions.added(placed);
    const busy = testEndInfo({ cause: "Busy", description: "Do Not Disturb", statusCode: 486 });
    callTransitions.advanced("out1", { type: "failed", at: 1, info: busy });
    expect(useCallStore.getState().dialError).toMatchObject({
      message: "Busy — Do not disturb",
      detail: "Bob Brown (1002) · SIP 486 Do Not Disturb",
    });
    callTransitions.dialErrorClosed();
    callTransitions.advanced("out1", { type: "ended", at: 2, info: busy });
    callTransitions.removed("out1");
    expect(useCallStore.getState().dialError).toBeNull();
  });

  it("is not raised when the user hangs up before the answer", () => {
    callTransitions.added(placed);
    const cancelled = testEndInfo({ originator: "local", cause: "Canceled", description: "Canceled" });
    callTransitions.advanced("out1", { type: "failed", at: 1, info: cancelled });
    expect(useCallStore.getState().dialError).toBeNull();
  });
});

describe("the call drawer", () => {
  it("opens as calls come and go, stays hidden when the user hides it, and closes with the last call", () => {
    expect(useCallDrawerStore.getState().open).toBe(false);
    callTransitions.added(placed);
    expect(useCallDrawerStore.getState().open).toBe(true);
    callDrawerTransitions.toggled();
    callTransitions.advanced("out1", { type: "answered", at: 1 });
    expect(useCallDrawerStore.getState().open).toBe(false);
    callTransitions.transferPicked({ callId: "out1", intent: "transfer" });
    expect(useCallDrawerStore.getState().open).toBe(true);
    callTransitions.removed("out1");
    expect(useCallDrawerStore.getState().open).toBe(false);
  });
});
