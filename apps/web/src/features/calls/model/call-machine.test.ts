import { describe, expect, it } from "vitest";
import { testCall, testEndInfo } from "./call-fixtures";
import { advance, closeDelayMs, failureDisposition, isMissedCallNotice } from "./call-machine";

const call = testCall;
const info = testEndInfo;

describe("the call state machine", () => {
  it("rings, is answered and ends with an answered disposition", () => {
    let c = advance(call(), { type: "progress" });
    expect(c.status).toBe("ringing");
    c = advance(c, { type: "answered", at: 1_000 });
    expect(c).toMatchObject({ status: "answered", answerTime: 1_000, disposition: "answered" });
    c = advance(c, { type: "ended", at: 5_000, info: info({}) });
    expect(c).toMatchObject({ status: "ended", endTime: 5_000, disposition: "answered" });
  });

  it("counts cancelled, unanswered and expired failures as missed and others as rejected", () => {
    expect(["Canceled", "No Answer", "Expires"].map(failureDisposition)).toEqual([
      "missed",
      "missed",
      "missed",
    ]);
    expect(["Busy", "Rejected", "Not Found", "User Denied Media Access"].map(failureDisposition)).toEqual([
      "rejected",
      "rejected",
      "rejected",
      "rejected",
    ]);
  });

  it("fails a call that ends before it was answered", () => {
    const c = advance(call({ status: "ringing" }), {
      type: "ended",
      at: 9,
      info: info({ cause: "Canceled" }),
    });
    expect(c).toMatchObject({ status: "failed", disposition: "missed" });
  });

  it("ignores events that do not apply, such as an answer after the end", () => {
    const ended = advance(call(), { type: "failed", at: 1, info: info({ cause: "Busy" }) });
    expect(advance(ended, { type: "answered", at: 2 })).toBe(ended);
    expect(advance(ended, { type: "progress" })).toBe(ended);
  });

  it("closes 1 s after a local cancel, reject or bye and 1.5 s after anything else", () => {
    expect(closeDelayMs(info({ originator: "local", cause: "Canceled" }))).toBe(1_000);
    expect(closeDelayMs(info({ originator: "local", cause: "Rejected" }))).toBe(1_000);
    expect(closeDelayMs(info({ originator: "local", cause: "Terminated" }))).toBe(1_000);
    expect(closeDelayMs(info({ originator: "remote", cause: "Terminated" }))).toBe(1_500);
    expect(closeDelayMs(info({ originator: "local", cause: "User Denied Media Access" }))).toBe(1_500);
  });

  it("raises a missed-call notice only for a remote CANCEL without a Reason", () => {
    const cancelled = (reason: boolean) =>
      advance(call(), { type: "failed", at: 1, info: info({ cause: "Canceled", hasReason: reason }) });
    expect(isMissedCallNotice(cancelled(false))).toBe(true);
    expect(isMissedCallNotice(cancelled(true))).toBe(false);
    const declined = advance(call(), {
      type: "failed",
      at: 1,
      info: info({ originator: "local", cause: "Rejected" }),
    });
    expect(isMissedCallNotice(declined)).toBe(false);
  });
});
