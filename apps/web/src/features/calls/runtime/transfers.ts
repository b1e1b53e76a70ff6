import type { IncomingRefer, IncomingReplaces } from "../../../services/sip/sip-session";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { notify } from "../../../shared/ui/notify-store";
import type { CallRole } from "../model/call";
import { callById, callTransitions } from "../model/call-store";
import { activate, setHold } from "./hold-policy";
import { nameColleague, placeCall, resolveInput, whenDialRulesReady } from "./outgoing-calls";
import type { PhoneContext } from "./phone-context";

const TRANSFER_FAILED = "The transfer did not go through; the call is still on hold.";

/** spec 1 §4: "Starting a transfer puts the call on hold." The drawer then offers the targets. */
export function pickTransfer(ctx: PhoneContext, callId: string, intent: "transfer" | "conference"): void {
  setHold(ctx, callId, true);
  callTransitions.transferPicked({ callId, intent });
}

export function cancelTransferPick(ctx: PhoneContext, callId: string): void {
  callTransitions.transferPicked(null);
  activate(ctx, callId);
}

/** Blind transfer: REFER to the number (RFC 3515); once accepted, our leg hangs up. */
export function blindTransfer(ctx: PhoneContext, callId: string, input: string): void {
  whenDialRulesReady(
    input,
    () => {
      const session = ctx.registry.session(callId);
      const target = resolveInput(ctx, input);
      if (session === undefined || target === null) return;
      callTransitions.transferPicked(null);
      session.refer(target.dial, null).then(
        () => handedOver(ctx, callId),
        () => notify(TRANSFER_FAILED, "error"),
      );
    },
    undefined,
  );
}

/** Attended transfer: the original waits on hold while a consultation call is placed. */
export function attendedTransfer(ctx: PhoneContext, callId: string, input: string): void {
  placeForCall(ctx, input, { kind: "transferConsult", originalId: callId });
}

/** A second call for the one on hold (a consultation, a conference's invitee), once its number reads. */
function placeForCall(ctx: PhoneContext, input: string, role: CallRole): void {
  whenDialRulesReady(
    input,
    () => {
      const target = resolveInput(ctx, input);
      if (target === null) return;
      callTransitions.transferPicked(null);
      placeCall(ctx, target, role);
    },
    undefined,
  );
}

/**
 * Complete Transfer: REFER the original party to the consulted one with Replaces (RFC 3891), so
 * their new call takes over our consultation call; then the original call ends (spec 1 §4).
 */
export function completeTransfer(ctx: PhoneContext, consultId: string): void {
  const consultCall = callById(consultId);
  if (consultCall?.role.kind !== "transferConsult") return;
  const { originalId } = consultCall.role;
  const original = ctx.registry.session(originalId);
  const consult = ctx.registry.session(consultId);
  if (original === undefined || consult === undefined) return;
  original.refer(consult.remoteUri, consult).then(
    () => {
      // The consulted party's new call replaces the consultation call, which then ends too.
      callTransitions.patched(consultId, { transferred: true });
      handedOver(ctx, originalId);
    },
    () => notify(TRANSFER_FAILED, "error"),
  );
}

/** The far end took the REFER: our leg ends, and says it was transferred rather than just ended. */
function handedOver(ctx: PhoneContext, callId: string): void {
  callTransitions.patched(callId, { transferred: true });
  ctx.registry.session(callId)?.terminate();
}

/** We are being transferred: call the target; the transferor ends our current call (RFC 5589). */
export function acceptRefer(ctx: PhoneContext, refer: IncomingRefer): void {
  const session = refer.accept(ctx.media());
  if (session === null) return;
  const call = ctx.registry.adopt(session, {
    origin: "referred",
    number: shortNumber(session.remoteIdentity.user, ctx.ownNumber),
  });
  activate(ctx, call.id, { holdOthers: false });
  nameColleague(call.id, session.remoteIdentity.user);
}

/** A transfer completes onto us: the new call replaces ours at once, without ringing. */
export function acceptReplaces(ctx: PhoneContext, replacedId: string, replaces: IncomingReplaces): void {
  const replaced = callById(replacedId);
  const session = replaces.accept();
  if (session === null || replaced === undefined) return;
  const call = ctx.registry.adopt(session, {
    origin: "replacing",
    number: shortNumber(replaces.remote.user, ctx.ownNumber),
  });
  session.answer(ctx.media());
  activate(ctx, call.id, { holdOthers: false });
}

/** spec 1 §4 Conference: the second party is dialled while the first waits; Merge follows the answer. */
export function inviteToConference(ctx: PhoneContext, callId: string, input: string): void {
  placeForCall(ctx, input, { kind: "conferenceInvite", originalId: callId });
}
