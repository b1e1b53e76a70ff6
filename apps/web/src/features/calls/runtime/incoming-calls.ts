import type { SipSession } from "../../../services/sip/sip-session";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { isLive } from "../model/call";
import { videoLine } from "../../video/commands";
import { incomingSipTreatment } from "../model/call-waiting";
import { callTransitions, useCallStore } from "../model/call-store";
import { answer } from "./call-actions";
import type { PhoneContext } from "./phone-context";

/**
 * A new INVITE for us. spec 1 §4: "An incoming call is ignored when another call is answered and
 * call waiting is off" (a video call placed or answered counts) — this device answers 486 so that
 * the caller's other routes decide. Otherwise it rings; it takes the main view only when nothing
 * else is there.
 */
export function receiveIncoming(ctx: PhoneContext, session: SipSession): string | null {
  if (session.pickupOf !== null && ctx.pickups.claim(session.pickupOf)) return takePickedUp(ctx, session);
  const calls = useCallStore.getState().calls;
  if (incomingSipTreatment(calls, videoLine(), useSettingsStore.getState().callWaiting) === "ignore") {
    session.rejectBusy();
    session.dispose();
    return null;
  }
  const remote = session.remoteIdentity;
  const call = ctx.registry.adopt(session, {
    origin: "incoming",
    number: shortNumber(remote.user, ctx.ownNumber),
  });
  if (!calls.some(isLive)) callTransitions.activated(call.id);
  return call.id;
}

/**
 * The call we asked to pick up (issue 4): it is answered at once and takes the main view, the
 * other calls going on hold as for a call the user places. It returns null: no incoming-call
 * notification for a call the user is already taking.
 */
function takePickedUp(ctx: PhoneContext, session: SipSession): null {
  const remote = session.remoteIdentity;
  const call = ctx.registry.adopt(session, {
    origin: "pickedUp",
    number: shortNumber(remote.user, ctx.ownNumber),
  });
  answer(ctx, call.id);
  return null;
}
