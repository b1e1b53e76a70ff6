import { type EndInfo, endCauses } from "../../../services/sip/end-info";
import type { Call, CallStatus, Disposition } from "./call";

export type CallEvent =
  | { readonly type: "progress" }
  | { readonly type: "answered"; readonly at: number }
  | { readonly type: "failed"; readonly at: number; readonly info: EndInfo }
  | { readonly type: "ended"; readonly at: number; readonly info: EndInfo };

const missedCauses: ReadonlySet<string> = new Set([
  endCauses.canceled,
  endCauses.noAnswer,
  endCauses.expires,
]);

/** spec 1 §4: "Failed with cause cancelled, no-answer or expired counts as missed; other failures count as rejected." */
export function failureDisposition(cause: string): Disposition {
  return missedCauses.has(cause) ? "missed" : "rejected";
}

function fail(call: Call, at: number, info: EndInfo): Call {
  return {
    ...call,
    status: "failed",
    endTime: at,
    endInfo: info,
    disposition: failureDisposition(info.cause),
  };
}

/** The one place a call's status changes (diagram in call.ts); events that do not apply are ignored. */
export function advance(call: Call, event: CallEvent): Call {
  const from: CallStatus = call.status;
  switch (event.type) {
    case "progress":
      return from === "init" ? { ...call, status: "ringing" } : call;
    case "answered":
      return from === "init" || from === "ringing"
        ? { ...call, status: "answered", answerTime: event.at, disposition: "answered" }
        : call;
    case "failed":
      return from === "init" || from === "ringing" ? fail(call, event.at, event.info) : call;
    case "ended":
      if (from === "init" || from === "ringing") return fail(call, event.at, event.info);
      return from === "answered"
        ? { ...call, status: "ended", endTime: event.at, endInfo: event.info }
        : call;
  }
}

// spec 1 §4, §9: "The session is closed 1.5 s after end (1 s after local cancel, reject or bye)".
export const CLOSE_AFTER_END_MS = 1_500;
export const CLOSE_AFTER_LOCAL_END_MS = 1_000;
const localEndCauses: ReadonlySet<string> = new Set([endCauses.canceled, endCauses.rejected, endCauses.bye]);

export function closeDelayMs(info: EndInfo): number {
  return info.originator === "local" && localEndCauses.has(info.cause)
    ? CLOSE_AFTER_LOCAL_END_MS
    : CLOSE_AFTER_END_MS;
}

/** spec 1 §4: "A remote cancel without a Reason header raises a missed-call notification". */
export function isMissedCallNotice(call: Call): boolean {
  const info = call.endInfo;
  return (
    call.direction === "in" &&
    call.status === "failed" &&
    info !== null &&
    info.originator === "remote" &&
    info.cause === endCauses.canceled &&
    !info.hasReason
  );
}
