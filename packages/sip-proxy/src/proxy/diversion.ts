import type { DiversionReason } from "../dialog/dialog-events";
import type { Aor } from "../registrar/aor";
import { causeOfStatus } from "../dialog/dialog-state";

/** RFC 3326 Reason on the CANCELs of a call that goes to its fallback because nobody answered. */
export const NO_ANSWER = 'SIP;cause=480;text="No answer"';

/** RFC 5806 §4 diversion-reason for each of ours ("declined": the user sent the call away). */
const DIVERSION_REASONS: Record<DiversionReason, string> = {
  "no-answer": "no-answer",
  busy: "user-busy",
  declined: "deflection",
  unavailable: "unavailable",
};

/** The Diversion header (RFC 5806) the proxy puts on the copies that go to the fallback. */
export function diversionHeader(divertedFrom: Aor, reason: DiversionReason): [string, string] {
  return ["Diversion", `<${divertedFrom}>;reason=${DIVERSION_REASONS[reason]}`];
}

/**
 * Why a best final response diverts: the dialog's own reading of that status (a 480 after a device
 * rang means nobody answered), where anything but busy, declined or no answer is "unavailable".
 */
export function diversionReasonOf(status: number, rang: boolean): DiversionReason {
  const cause = causeOfStatus(status, rang);
  return cause === "busy" || cause === "declined" || cause === "no-answer" ? cause : "unavailable";
}
