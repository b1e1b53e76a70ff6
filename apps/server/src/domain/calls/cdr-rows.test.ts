import { describe, expect, it } from "vitest";
import { cdrRowsOf, type FinishedCall } from "./cdr-rows";

const call: FinishedCall = {
  tenantId: "t",
  sipCallId: "sip-1",
  caller: { userId: "b", phone: "400011002", name: "Bob Brown" },
  callee: { userId: "a", phone: "400011001", name: "Alice Adams" },
  dialled: "1001",
  shown: { number: "400011002", name: "Bob Brown" },
  video: false,
  status: "answer",
  startedAt: 1_000_000,
  answeredAt: 1_025_000,
  endedAt: 1_055_000,
};

describe("history rows of a call voicemail took", () => {
  it("is a missed call marked Voicemail for the callee, and a call to them marked Voicemail for the caller", () => {
    expect(cdrRowsOf({ ...call, toVoicemail: true })).toEqual([
      expect.objectContaining({
        userId: "b",
        callType: "OUT",
        callB: "400011001",
        status: "answer",
        callDuration: 30,
        callDesc: "Voicemail",
      }),
      expect.objectContaining({
        userId: "a",
        callType: "INB",
        callB: "400011002",
        status: "noanswer",
        callDuration: 0,
        callDesc: "Voicemail",
      }),
    ]);
  });

  it("is recorded under *1 for the caller's own mailbox", () => {
    expect(cdrRowsOf({ ...call, callee: null, dialled: "*1" })).toEqual([
      expect.objectContaining({
        userId: "b",
        callType: "OUT",
        callB: "*1",
        callName: "",
        status: "answer",
        callDesc: "Answered",
      }),
    ]);
  });
});
