import { type EndInfo, endCauses } from "../../../services/sip/end-info";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { isMissedCallNotice } from "../model/call-machine";
import { callById, callTransitions, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { type MissedCallCues, cueMissed } from "./missed-call-cues";
import type { PhoneContext } from "./phone-context";

/**
 * What follows a call's end, beyond its state: dialogs, the missed-call notice (menu entry with its
 * in-app toast, browser notification, notification sound), the conference.
 */
export function handleCallEnded(
  ctx: PhoneContext,
  cues: MissedCallCues,
  callId: string,
  info: EndInfo,
): void {
  const { notifications } = cues;
  const call = callById(callId);
  notifications.close(callId);
  if (call === undefined) return;
  // spec 1 §4: "Ending with cause 'User Denied Media Access' shows the microphone dialog."
  if (info.cause === endCauses.userDeniedMediaAccess) callTransitions.dialogShown("microphone");
  if (isMissedCallNotice(call)) {
    const notice = {
      description: callTexts.missedCall,
      type: "sip",
      // Shown and dialled back as the screens show it: a colleague by extension (issue 9).
      number: call.originalNumber === "" ? call.number : shortNumber(call.originalNumber, ctx.ownNumber),
      from: call.originalName === "" ? call.number : call.originalName,
      at: call.endTime ?? Date.now(),
    } as const;
    cueMissed(cues, notice, call.id);
  }
  if (call.merged) void ctx.conference.partyLeft(ctx, callId);
  if (useCallStore.getState().transferPick?.callId === callId) callTransitions.transferPicked(null);
}
