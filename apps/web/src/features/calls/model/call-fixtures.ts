import type { EndInfo } from "../../../services/sip/end-info";
import { type Call, plainRole } from "./call";

/** Tests' call: Bob Brown's incoming call, ringing, changed by `overrides`. */
export function testCall(overrides: Partial<Call> = {}): Call {
  return {
    id: "c1",
    direction: "in",
    origin: "incoming",
    number: "400011002",
    originalName: "Bob Brown",
    originalNumber: "400011002",
    status: "init",
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
    transferred: false,
    endInfo: null,
    stats: null,
    ...overrides,
  };
}

/** Tests' talking call: Alice dialled 1002, answered at 3 s, changed by `overrides`. */
export function testOutgoingCall(overrides: Partial<Call> = {}): Call {
  return testCall({
    direction: "out",
    origin: "dialled",
    number: "1002",
    originalName: "",
    originalNumber: "1002",
    status: "answered",
    startTime: 1_000,
    answerTime: 3_000,
    ...overrides,
  });
}

/** Tests' end info: a remote BYE, changed by `overrides`. */
export function testEndInfo(overrides: Partial<EndInfo> = {}): EndInfo {
  return {
    originator: "remote",
    cause: "Terminated",
    description: "Terminated",
    statusCode: null,
    hasReason: false,
    ...overrides,
  };
}
