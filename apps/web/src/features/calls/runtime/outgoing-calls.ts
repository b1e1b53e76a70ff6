import { pickedUpNumber } from "@mobex/contracts/pickup";
import { dialTarget } from "../../../shared/phone-number/dial-target";
import { withInternationalNumbers } from "../../../shared/phone-number/international-numbers";
import { contactName } from "../../../shared/api/contact-name";
import { type CallRole, plainRole } from "../model/call";
import { callById, callTransitions, heldUntilInviteLeaves } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { activate } from "./hold-policy";
import type { PhoneContext } from "./phone-context";

export type Resolved = { readonly dial: string; readonly display: string };

const cannotDial = (input: string) => `Can't dial ${input.trim()}`;

/**
 * Runs `action` once the dial rules can read `input`: a + number's rules (libphonenumber) arrive
 * when first needed, and the action then waits for them (`waiting` is the answer meanwhile).
 */
export function whenDialRulesReady<T>(input: string, action: () => T, waiting: T): T {
  return withInternationalNumbers(input, action, {
    waiting,
    failed: () => callTransitions.dialFailed(cannotDial(input)),
  });
}

/** spec 1 §5 applied to the dial field; shows the dial error toast and answers null when nothing is dialled. */
export function resolveInput(ctx: PhoneContext, input: string): Resolved | null {
  const target = dialTarget(input, ctx.ownNumber);
  switch (target.kind) {
    case "empty":
      callTransitions.dialFailed(callTexts.enterNumber);
      return null;
    case "unparsable":
      callTransitions.dialFailed(`${target.input} is not a valid international number`);
      return null;
    case "needsInternationalRules":
      // Callers wait for the rules (whenDialRulesReady); should one not, nothing is dialled blindly.
      callTransitions.dialFailed(cannotDial(target.input));
      return null;
    case "dial":
      return target;
  }
}

/** Places a call that becomes active and holds the others (spec 1 §4); the call's id, or null. */
export function placeCall(ctx: PhoneContext, target: Resolved, role: CallRole = plainRole): string | null {
  let session;
  try {
    session = ctx.engine.call(target.dial, ctx.media());
  } catch {
    callTransitions.dialFailed(`Can't dial ${target.display}`);
    return null;
  }
  const leaving = session.inviteLeaving;
  if (leaving !== null) heldUntilInviteLeaves(leaving);
  const call = ctx.registry.adopt(session, { origin: "dialled", number: target.display, role });
  activate(ctx, call.id);
  // The directory's answer is no hurry: its request waits for the INVITE as well.
  void (leaving ?? Promise.resolve(true)).then((sent) => sent && nameColleague(call.id, target.dial));
  return call.id;
}

// A number the directory may know: digits, with a leading + for numbers in international format.
const PHONE_NUMBER = /^\+?\d{3,15}$/;

/**
 * Shows the name behind a dialled number (spec 1 §7 contacts/get: colleagues of the tenant and the
 * lines they present); the directory answers 204 for others, and the number stays as dialled.
 */
export function nameColleague(callId: string, dialled: string): void {
  if (!PHONE_NUMBER.test(dialled)) return;
  void contactName(dialled).then((name) => {
    const call = callById(callId);
    if (name !== null && call !== undefined && call.originalName === "") {
      callTransitions.identified(callId, name, call.originalNumber);
    }
  });
}

/**
 * The dialpad's Call: the rules, the call, and the number remembered for an empty field next time.
 * True when dialled, or when a + number waits for its rules (a failure then shows as a dial error).
 */
export function dial(ctx: PhoneContext, input: string): boolean {
  return whenDialRulesReady(input, () => dialNow(ctx, input), true);
}

function dialNow(ctx: PhoneContext, input: string): boolean {
  // The pickup code typed on the dialpad picks up like the board's "P" button (contracts/pickup.ts).
  const pickup = pickedUpNumber(input.trim());
  if (pickup !== null) {
    callTransitions.dialled(input.trim());
    return ctx.pickups.start(ctx, pickup);
  }
  const target = resolveInput(ctx, input);
  if (target === null) return false;
  callTransitions.dialled(input.trim());
  return placeCall(ctx, target) !== null;
}
