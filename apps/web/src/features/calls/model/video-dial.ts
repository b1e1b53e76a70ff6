import { dialTarget } from "../../../shared/phone-number/dial-target";
import { startVideoCall } from "../../video/commands";
import { callTransitions } from "./call-store";
import { callTexts } from "./call-texts";

/**
 * The dialpad's Video call (spec 1 §2): the dial rules of spec 1 §5 turn what was typed into the
 * colleague's full number, which the video plane knows them by — so that the user's own extension
 * is their own number, and the video panel says 'You cannot call yourself' (spec 1 §5). True when
 * a video call was asked for (the field then clears, as after Call).
 */
export function dialVideoCall(input: string, ownNumber: string): boolean {
  const target = dialTarget(input, ownNumber);
  switch (target.kind) {
    case "empty":
      callTransitions.dialFailed(callTexts.enterNumber);
      return false;
    case "unparsable":
    case "needsInternationalRules":
      // A colleague has a phone of the tenant; a + number is nobody the video plane can reach.
      callTransitions.dialFailed(`Can't video call ${target.input}`);
      return false;
    case "dial":
      callTransitions.dialled(input.trim());
      startVideoCall(target.dial, target.display);
      return true;
  }
}
