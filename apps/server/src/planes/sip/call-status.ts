import { callOutcomeTexts, outcomeOfStatus } from "@mobex/contracts/call-outcome";
import type { CallStatus } from "@mobex/contracts/calls";
import type { DialogEvent } from "@mobex/sip-proxy/sip-proxy";

type Terminated = Extract<DialogEvent, { type: "terminated" }>;

/**
 * How an ended dialog reads in history (spec 1 §3 "History item", §4 "Voice call": cancelled and
 * unanswered calls are missed ones; other failures are refusals).
 */
export function callStatusOf(event: Terminated): CallStatus {
  switch (event.cause) {
    case "bye":
      return "answer";
    case "connection-lost":
      // A caller gone before the answer cancelled it; after the answer the call happened.
      return event.dialog.answeredAt === undefined ? "cancel" : "answer";
    case "canceled":
      return "cancel";
    case "busy":
    case "declined":
      return "busy";
    case "no-answer":
      return "noanswer";
    case "unavailable":
      // 480 from the proxy: the callee has no registered device, a call they missed.
      return event.status === 480 ? "noanswer" : "failed";
    case "failed":
      return "failed";
  }
}

/**
 * Why an unanswered call failed, in the caller's words (issue 9): their history's `call_desc` keeps
 * the reason their phone showed. Nothing for an answered or cancelled call: the status says it all.
 */
export function callerNoteOf(event: Terminated): string | undefined {
  if (event.dialog.answeredAt !== undefined) return undefined;
  switch (event.cause) {
    case "no-answer":
      return callOutcomeTexts.noAnswer;
    case "busy":
    case "declined":
    case "unavailable":
    case "failed":
      return event.status === undefined ? undefined : outcomeOfStatus(event.status);
    case "bye":
    case "canceled":
    case "connection-lost":
      return undefined;
  }
}
