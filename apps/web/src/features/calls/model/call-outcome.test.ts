import { describe, expect, it } from "vitest";
import type { EndInfo } from "../../../services/sip/end-info";
import type { Call } from "./call";
import { testCall, testEndInfo } from "./call-fixtures";
import { callOutcome, failedCallNotice } from "./call-outcome";

const call = (overrides: Partial<Call> = {}): Call =>
  testCall({
    direction: "out",
    origin: "dialled",
    number: "1002",
    status: "failed",
    disposition: "rejected",
    endTime: 1,
    ...overrides,
  });
const end = testEndInfo;

const failedWith = (statusCode: number, cause: string, description: string) =>
  call({ endInfo: end({ statusCode, cause, description }) });

describe("what a call screen says once the call is over", () => {
  it("says nothing while the call is live", () => {
    expect(callOutcome(call({ status: "ringing", endInfo: null }))).toBeNull();
  });

  it("puts the callee's answers to a call we placed in plain words", () => {
    expect(callOutcome(failedWith(404, "Not Found", "Not Found"))).toBe("Number not found");
    expect(callOutcome(failedWith(486, "Busy", "Busy Here"))).toBe("Busy");
    expect(callOutcome(failedWith(486, "Busy", "Do Not Disturb"))).toBe("Busy — Do not disturb");
    expect(callOutcome(failedWith(603, "Rejected", "Decline"))).toBe("Declined");
    expect(callOutcome(failedWith(480, "Unavailable", "Temporarily Unavailable"))).toBe("Not reachable");
    expect(callOutcome(failedWith(408, "Request Timeout", "Request Timeout"))).toBe("Not reachable");
  });

  it("reads JsSIP's cause when no response said why", () => {
    const caused = (cause: string, originator: EndInfo["originator"] = "system") =>
      callOutcome(call({ endInfo: end({ cause, description: cause, originator }) }));
    expect(caused("Request Timeout")).toBe("Not reachable");
    expect(caused("Connection Error")).toBe("Connection lost");
    expect(caused("No Answer")).toBe("No answer");
    expect(caused("Incompatible SDP")).toBe("The call could not be set up");
    expect(caused("Something new")).toBe("Call failed");
    expect(caused("User Denied Media Access", "local")).toBe("No microphone access");
  });

  it("says the user cancelled or declined themselves", () => {
    expect(callOutcome(call({ endInfo: end({ originator: "local", cause: "Canceled" }) }))).toBe("Cancelled");
    const declined = call({ direction: "in", endInfo: end({ originator: "local", cause: "Rejected" }) });
    expect(callOutcome(declined)).toBe("Declined");
  });

  it("tells a missed incoming call from one answered on another device", () => {
    const cancelled = (reason: string | null) =>
      call({
        direction: "in",
        origin: "incoming",
        endInfo: end({ cause: "Canceled", description: reason ?? "Canceled", hasReason: reason !== null }),
      });
    expect(callOutcome(cancelled(null))).toBe("Missed call");
    expect(callOutcome(cancelled("Call completed elsewhere"))).toBe("Answered elsewhere");
    expect(callOutcome(cancelled("Call picked up"))).toBe("Answered elsewhere");
  });

  it("says an answered call ended, or that its connection was lost, or that it was transferred", () => {
    const ended = (cause: string) => call({ status: "ended", answerTime: 0, endInfo: end({ cause }) });
    expect(callOutcome(ended("Terminated"))).toBe("Call ended");
    expect(callOutcome(ended("RTP Timeout"))).toBe("Connection lost");
    expect(callOutcome({ ...ended("Terminated"), transferred: true })).toBe("Transferred");
  });
});

describe("the failed-call notice", () => {
  it("names the callee and keeps the phone system's answer", () => {
    expect(failedCallNotice(failedWith(486, "Busy", "Do Not Disturb"))).toEqual({
      message: "Busy — Do not disturb",
      detail: "Bob Brown (1002) · SIP 486 Do Not Disturb",
    });
    const unknown = call({
      number: "1099",
      originalName: "",
      endInfo: end({ statusCode: 404, cause: "Not Found", description: "Not Found" }),
    });
    expect(failedCallNotice(unknown)).toEqual({
      message: "Number not found",
      detail: "1099 · SIP 404 Not Found",
    });
  });

  it("is not raised for calls the user ended, incoming calls, a refused microphone or a call that ended normally", () => {
    expect(failedCallNotice(call({ endInfo: end({ originator: "local", cause: "Canceled" }) }))).toBeNull();
    expect(failedCallNotice(call({ direction: "in", endInfo: end({ cause: "Canceled" }) }))).toBeNull();
    expect(failedCallNotice(call({ endInfo: end({ cause: "User Denied Media Access" }) }))).toBeNull();
    expect(failedCallNotice(call({ status: "ended", endInfo: end({}) }))).toBeNull();
  });
});
