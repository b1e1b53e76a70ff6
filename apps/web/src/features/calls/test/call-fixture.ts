import { type Call, plainRole } from "../model/call";

/** A call for tests: an incoming call from 1002 that rings in the main view, with `overrides`. */
export function testCall(overrides: Partial<Call> = {}): Call {
  return {
    id: "c",
    direction: "in",
    origin: "incoming",
    number: "1002",
    originalName: "",
    originalNumber: "1002",
    status: "ringing",
    disposition: null,
    startTime: 0,
    answerTime: null,
    endTime: null,
    muted: false,
    localHold: false,
    remoteHold: false,
    merged: false,
    active: true,
    role: plainRole,
    endInfo: null,
    stats: null,
    ...overrides,
  };
}
