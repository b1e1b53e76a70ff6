import { describe, expect, it } from "vitest";
import { testOutgoingCall } from "./call-fixtures";
import { type MyLineSources, myLineOf } from "./my-line";

const call = testOutgoingCall;

const ready: MyLineSources = {
  reachability: "reachable",
  registration: "registered",
  calls: [],
  presence: "available",
};

describe("the user's own line", () => {
  it("is what the user chose while the phone is registered and idle", () => {
    expect(myLineOf(ready)).toEqual({ status: "available" });
    expect(myLineOf({ ...ready, presence: "unavailable" })).toEqual({ status: "unavailable" });
    expect(myLineOf({ ...ready, presence: "dnd" })).toEqual({ status: "dnd" });
  });

  it("is offline, not Available, until the phone is registered", () => {
    for (const registration of [
      "idle",
      "connecting",
      "connected",
      "disconnected",
      "registrationFailed",
    ] as const) {
      expect(myLineOf({ ...ready, registration })).toEqual({ status: "offline" });
    }
  });

  it("is offline while the server cannot be reached, even with a registration that looks fine", () => {
    expect(myLineOf({ ...ready, reachability: "unreachable" })).toEqual({ status: "offline" });
    expect(myLineOf({ ...ready, reachability: "checking" })).toEqual({ status: "available" });
  });

  it("is on a call from the answer on, counted from the answer, whatever presence was chosen", () => {
    expect(myLineOf({ ...ready, presence: "dnd", calls: [call({})] })).toEqual({
      status: "onCall",
      sinceMs: 3_000,
    });
  });

  it("is on a call while dialling out, as colleagues' lamps show it", () => {
    const dialling = call({ status: "ringing", answerTime: null });
    expect(myLineOf({ ...ready, calls: [dialling] })).toEqual({ status: "onCall", sinceMs: 1_000 });
  });

  it("rings first when a call comes in during another one", () => {
    const incoming = call({
      id: "in",
      direction: "in",
      origin: "incoming",
      status: "ringing",
      startTime: 9_000,
    });
    expect(myLineOf({ ...ready, calls: [call({}), incoming] })).toEqual({
      status: "ringing",
      sinceMs: 9_000,
    });
  });

  it("forgets calls that have ended", () => {
    expect(myLineOf({ ...ready, calls: [call({ status: "ended", endTime: 5_000 })] })).toEqual({
      status: "available",
    });
  });
});
