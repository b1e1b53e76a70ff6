import {
  type CallOutcomeText,
  callOutcomeTexts as texts,
  isCompletedElsewhere,
  outcomeOfStatus,
} from "@mobex/contracts/call-outcome";
import { type EndInfo, endCauses } from "../../../services/sip/end-info";
import { type Call, isLive } from "./call";

// JsSIP causes (`JsSIP.C.causes`) that the end-info list does not name.
const connectionCauses: ReadonlySet<string> = new Set([endCauses.connectionError, "RTP Timeout"]);
const setupCauses: ReadonlySet<string> = new Set([
  "Incompatible SDP",
  "Missing SDP",
  "Bad Media Description",
  "WebRTC Error",
]);

/**
 * What the call screens say once a call is over (issue 9: plain words, not SIP reason phrases);
 * null while the call is live. spec 1 §4 "ended or failed shows the end cause and description".
 */
export function callOutcome(call: Call): CallOutcomeText | null {
  if (isLive(call)) return null;
  if (call.transferred) return texts.transferred;
  const info = call.endInfo;
  if (info === null) return texts.ended;
  if (call.status === "ended") return connectionCauses.has(info.cause) ? texts.connectionLost : texts.ended;
  return failureOutcome(call, info);
}

function failureOutcome(call: Call, info: EndInfo): CallOutcomeText {
  if (info.cause === endCauses.userDeniedMediaAccess) return texts.noMicrophone;
  if (info.originator === "local") {
    if (info.cause === endCauses.canceled) return texts.cancelled;
    if (info.cause === endCauses.rejected) return texts.declined;
  }
  if (call.direction === "in") {
    if (info.cause === endCauses.canceled && info.hasReason && isCompletedElsewhere(info.description)) {
      return texts.answeredElsewhere;
    }
    if (info.cause === endCauses.canceled || info.cause === endCauses.noAnswer) return texts.missed;
  }
  // A final response to our INVITE: its status says it best; the phrase tells DND from busy.
  if (info.statusCode !== null && info.statusCode >= 300) {
    return outcomeOfStatus(info.statusCode, info.description);
  }
  return outcomeOfCause(info.cause);
}

function outcomeOfCause(cause: string): CallOutcomeText {
  switch (cause) {
    case endCauses.canceled:
      return texts.cancelled;
    case endCauses.noAnswer:
    case endCauses.expires:
      return texts.noAnswer;
    case endCauses.busy:
      return texts.busy;
    case endCauses.rejected:
      return texts.declined;
    case endCauses.notFound:
    case "Address Incomplete":
      return texts.notFound;
    case endCauses.unavailable:
    case endCauses.requestTimeout:
      return texts.notReachable;
    default:
      if (connectionCauses.has(cause)) return texts.connectionLost;
      return setupCauses.has(cause) ? texts.unsupported : texts.failed;
  }
}

/** The failed-call notice: what a caller reads for 5 s after their call closed (spec 1 §9 dial error toast). */
export interface FailedCallNotice {
  readonly message: string;
  /** Whom it was for and what the phone system answered, e.g. "Bob Brown · SIP 486 Busy Here". */
  readonly detail: string;
}

/**
 * A call we placed that failed for a reason of the far end or the network. Not when the user hung
 * up before the answer (they know), nor for a refused microphone (its own dialog says so).
 */
export function failedCallNotice(call: Call): FailedCallNotice | null {
  const info = call.endInfo;
  const outcome = callOutcome(call);
  if (call.direction !== "out" || call.status !== "failed" || info === null || outcome === null) return null;
  if (info.originator === "local" || info.cause === endCauses.userDeniedMediaAccess) return null;
  const who = call.originalName === "" ? call.number : `${call.originalName} (${call.number})`;
  const answer = info.statusCode === null ? info.cause : `SIP ${info.statusCode} ${info.description}`;
  return { message: outcome, detail: `${who} · ${answer}` };
}
