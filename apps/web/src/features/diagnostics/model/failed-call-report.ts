import { endCauses } from "../../../services/sip/end-info";
import type { useCallStore } from "../../calls/commands";
import type { Report } from "./report";

type Call = ReturnType<typeof useCallStore.getState>["calls"][number];

// Outcomes a phone system gives every day: reported as warnings (sampled), not as errors.
const ORDINARY_CAUSES: ReadonlySet<string> = new Set([
  endCauses.busy,
  endCauses.rejected,
  endCauses.noAnswer,
  endCauses.expires,
  endCauses.notFound,
  endCauses.unavailable,
  endCauses.canceled,
  "Address Incomplete",
  "Redirected",
]);

/**
 * A call that failed for a reason of the far end, the network or the app, with its SIP cause
 * (issue 10, Diagnostics); null for what the user did (hung up, declined) and for an incoming call
 * that stopped ringing (a missed call is not a failure). The number called is not sent.
 */
export function failedCallReport(call: Call): Report | null {
  const info = call.endInfo;
  if (call.status !== "failed" || info === null || info.originator === "local") return null;
  if (info.cause === endCauses.userDeniedMediaAccess) return null;
  if (
    call.direction === "in" &&
    [endCauses.canceled, endCauses.noAnswer].includes(info.cause as "Canceled")
  ) {
    return null;
  }
  const ordinary = ORDINARY_CAUSES.has(info.cause) || (info.statusCode !== null && info.statusCode < 500);
  const answer = info.statusCode === null ? info.cause : `SIP ${info.statusCode} ${info.description}`;
  return {
    kind: "message",
    message: `Call failed: ${answer}`,
    origin: "call",
    level: ordinary ? "warning" : "error",
    tags: { sip_cause: info.cause, sip_status: info.statusCode === null ? "none" : String(info.statusCode) },
    context: {
      direction: call.direction,
      cause: info.cause,
      status_code: info.statusCode,
      description: info.description,
      originator: info.originator,
    },
  };
}
