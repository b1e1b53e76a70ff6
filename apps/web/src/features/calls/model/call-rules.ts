import { type Call, isLive } from "./call";
import { linkedTo, mergedCalls } from "./call-selectors";
import { callTexts } from "./call-texts";

/** Whether a command may run now, and if not, the tooltip that says why (spec 1 §8), when the spec gives one. */
export type Availability =
  { readonly enabled: true } | { readonly enabled: false; readonly reason: string | null };

const allowed: Availability = { enabled: true };
const blocked = (reason: string | null = null): Availability => ({ enabled: false, reason });

type Calls = readonly Call[];

const isAnswered = (call: Call) => call.status === "answered";
const inConference = (call: Call, calls: Calls) =>
  call.merged ||
  call.role.kind === "conferenceInvite" ||
  linkedTo(calls, call.id)?.role.kind === "conferenceInvite";

/** spec 1 §4: "mute, hold and transfer are disabled before answer". */
export function muteAvailability(call: Call): Availability {
  return isAnswered(call) ? allowed : blocked();
}

/** spec 1 §4: "Hold is disabled inside a merged conference." */
export function holdAvailability(call: Call): Availability {
  if (!isAnswered(call)) return blocked();
  return call.merged ? blocked(callTexts.cantHoldOnConference) : allowed;
}

export function keypadAvailability(call: Call): Availability {
  return isAnswered(call) ? allowed : blocked();
}

/** spec 1 §4: "Transfer is blocked before answer and while in a conference". */
export function transferAvailability(call: Call, calls: Calls): Availability {
  if (!isAnswered(call)) return blocked(callTexts.cantTransferBeforeAnswer);
  if (inConference(call, calls)) return blocked(callTexts.cantTransferInConference);
  // A consultation call cannot itself be transferred, nor can a call with one under way.
  if (call.role.kind === "transferConsult" || linkedTo(calls, call.id) !== undefined) {
    return blocked(callTexts.cantTransferThisCall);
  }
  return allowed;
}

/** spec 1 §4: "a conference cannot start during an attended transfer"; conferences have three parties. */
export function conferenceAvailability(call: Call, calls: Calls): Availability {
  if (!isAnswered(call)) return blocked();
  const transferring = calls.some((other) => isLive(other) && other.role.kind === "transferConsult");
  if (transferring) return blocked(callTexts.cantConferenceWhileTransferring);
  const conferenceExists =
    mergedCalls(calls).length > 0 ||
    calls.some((other) => isLive(other) && other.role.kind === "conferenceInvite");
  if (conferenceExists) return blocked(callTexts.cantInviteMore);
  return allowed;
}

function original(call: Call, calls: Calls): Call | undefined {
  if (call.role.kind === "plain") return undefined;
  const { originalId } = call.role;
  return calls.find((other) => other.id === originalId && isAnswered(other));
}

/** spec 1 §4 Conference: once the second party answers, the two calls can be merged. */
export function mergeAvailability(call: Call, calls: Calls): Availability {
  const ready = call.role.kind === "conferenceInvite" && isAnswered(call) && !call.merged;
  return ready && original(call, calls) !== undefined ? allowed : blocked();
}

export function splitAvailability(call: Call): Availability {
  return call.merged && isAnswered(call) ? allowed : blocked();
}

/** spec 1 §4 Attended: "once answered the user completes the transfer (Complete Transfer)". */
export function completeTransferAvailability(call: Call, calls: Calls): Availability {
  const ready = call.role.kind === "transferConsult" && isAnswered(call);
  return ready && original(call, calls) !== undefined ? allowed : blocked();
}

/** A minimised card comes to the main view with Swap; merged calls move together, so not alone. */
export function swapAvailability(call: Call): Availability {
  return !call.active && isAnswered(call) && !call.merged ? allowed : blocked();
}
