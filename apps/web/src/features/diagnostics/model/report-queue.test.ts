import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Report, Step } from "./report";

const sent: (Report | Step)[] = [];
vi.mock("./sentry-reporter", () => ({
  createSentryReporter: () =>
    Promise.resolve({ send: (report: Report) => sent.push(report), step: (step: Step) => sent.push(step) }),
}));

const warning: Report = {
  kind: "message",
  message: "Call failed: SIP 486 Busy Here",
  origin: "call",
  level: "warning",
  tags: {},
  context: {},
};
const error: Report = { kind: "exception", error: new Error("boom"), origin: "unhandled", level: "error" };

describe("the report queue", () => {
  beforeEach(() => {
    vi.resetModules();
    sent.length = 0;
    localStorage.clear();
    // Outside the 10 % sample.
    sessionStorage.setItem("diagnostics-sampled", "0");
  });
  afterEach(async () => {
    const { configureApiSession } = await import("../../../shared/api/api-client");
    configureApiSession(null);
  });

  async function load(signedIn: boolean) {
    const { configureApiSession } = await import("../../../shared/api/api-client");
    configureApiSession(signedIn ? { jwetoken: () => "jwe", renew: () => Promise.resolve(false) } : null);
    return import("./report-queue");
  }

  it("keeps errors until a session exists, then loads the SDK and sends them", async () => {
    const queue = await load(false);
    queue.enqueue(error);
    await queue.loadReporter();
    expect(sent).toEqual([]);
    expect(queue.hasPendingReports()).toBe(true);

    const { configureApiSession } = await import("../../../shared/api/api-client");
    configureApiSession({ jwetoken: () => "jwe", renew: () => Promise.resolve(false) });
    await queue.loadReporter();
    expect(sent).toEqual([error]);
    expect(queue.hasPendingReports()).toBe(false);
  });

  it("drops what is not an error outside the sample, and sends it in debug mode", async () => {
    const queue = await load(true);
    queue.enqueue(warning);
    expect(queue.hasPendingReports()).toBe(false);
    const { setDebugMode } = await import("../../../shared/settings/debug-mode");
    setDebugMode(true);
    queue.enqueue(warning);
    await queue.loadReporter();
    expect(sent).toEqual([warning]);
  });

  it("keeps the steps before a report in debug mode only, in order, also while the SDK loads", async () => {
    const queue = await load(true);
    queue.recordStep({ category: "call", message: "outgoing call init" });
    const { setDebugMode } = await import("../../../shared/settings/debug-mode");
    setDebugMode(true);
    const dialing: Step = { category: "call", message: "outgoing call init" };
    const failing: Step = { category: "call", message: "outgoing call failed" };
    queue.recordStep(dialing);
    queue.recordStep(failing);
    queue.enqueue(warning);
    await queue.loadReporter();
    expect(sent).toEqual([dialing, failing, warning]);
  });
});
