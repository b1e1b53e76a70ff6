import { describe, expect, it } from "vitest";
import { DialogState, type DialogEvent, type TerminationCause } from "@mobex/sip-proxy/sip-proxy";
import { callerNoteOf, callStatusOf } from "./call-status";

function ended(cause: TerminationCause, extra: { status?: number; answeredAt?: number } = {}) {
  const dialog = {
    id: "c;t",
    callId: "c",
    callerTag: "t",
    state: DialogState.Terminated,
    parties: { callerAor: "sip:400011001@mobex.local", calleeAor: "sip:400011002@mobex.local" },
    branches: [],
    startedAt: 0,
    ...(extra.answeredAt === undefined ? {} : { answeredAt: extra.answeredAt }),
  } as unknown as DialogEvent["dialog"];
  return {
    type: "terminated",
    cause,
    dialog,
    ...(extra.status === undefined ? {} : { status: extra.status }),
  } as const;
}

describe("history status of an ended call", () => {
  it.each([
    ["bye", {}, "answer"],
    ["canceled", { status: 487 }, "cancel"],
    ["busy", { status: 486 }, "busy"],
    ["declined", { status: 603 }, "busy"],
    ["no-answer", { status: 408 }, "noanswer"],
    ["unavailable", { status: 480 }, "noanswer"],
    ["unavailable", { status: 404 }, "failed"],
    ["failed", { status: 500 }, "failed"],
    ["connection-lost", {}, "cancel"],
    ["connection-lost", { answeredAt: 5 }, "answer"],
  ] as const)("reads %s %j as %s", (cause, extra, status) => {
    expect(callStatusOf(ended(cause, extra))).toBe(status);
  });
});

describe("the caller's reason for an unanswered call", () => {
  it.each([
    ["busy", { status: 486 }, "Busy"],
    ["declined", { status: 603 }, "Declined"],
    ["unavailable", { status: 480 }, "Not reachable"],
    ["unavailable", { status: 404 }, "Number not found"],
    ["no-answer", { status: 408 }, "No answer"],
    ["failed", { status: 503 }, "Phone system busy — try again"],
  ] as const)("reads %s %j as %s", (cause, extra, note) => {
    expect(callerNoteOf(ended(cause, extra))).toBe(note);
  });

  it("adds nothing to an answered, cancelled or abandoned call", () => {
    expect(callerNoteOf(ended("bye", { answeredAt: 5 }))).toBeUndefined();
    expect(callerNoteOf(ended("canceled", { status: 487 }))).toBeUndefined();
    expect(callerNoteOf(ended("connection-lost"))).toBeUndefined();
  });
});
