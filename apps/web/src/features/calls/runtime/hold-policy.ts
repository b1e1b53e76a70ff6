import { isLive } from "../model/call";
import { callById, callTransitions, useCallStore } from "../model/call-store";
import type { PhoneCore } from "./phone-core";

// A hold asked for while another offer/answer is under way waits for it (JsSIP isReadyToReOffer).
const HOLD_RETRY_MS = 300;
const HOLD_ATTEMPTS = 10;

/** Holds or resumes a call's session, retrying while a previous re-INVITE is still in progress. */
export function setHold(ctx: PhoneCore, callId: string, hold: boolean, attempt = 1): void {
  const session = ctx.registry.session(callId);
  const call = callById(callId);
  if (session === undefined || call === undefined || call.status !== "answered") return;
  if (session.isOnHold === hold) return;
  void (hold ? session.hold() : session.unhold()).then((done) => {
    if (!done && attempt < HOLD_ATTEMPTS) {
      ctx.timers.after(HOLD_RETRY_MS, () => setHold(ctx, callId, hold, attempt + 1));
    }
  });
}

/**
 * spec 1 §4: "An outgoing call becomes active and puts the others on hold. Becoming active
 * unholds; becoming inactive holds." Merged calls stay together; a call that a transfer is about to
 * end (`holdOthers` false) is left alone.
 */
export function activate(ctx: PhoneCore, callId: string, { holdOthers = true } = {}): void {
  const target = callById(callId);
  if (target === undefined) return;
  callTransitions.activated(callId);
  if (holdOthers) {
    for (const other of useCallStore.getState().calls) {
      if (other.id === callId || !isLive(other) || (target.merged && other.merged)) continue;
      setHold(ctx, other.id, true);
    }
  }
  if (target.localHold) setHold(ctx, callId, false);
}
