import { shortNumber } from "../../../shared/phone-number/short-number";
import { type MissedVideoCall, onMissedVideoCall } from "../../video/commands";
import { callTexts } from "../model/call-texts";
import { type MissedCallCues, cueMissed } from "./missed-call-cues";

/**
 * spec 1 §3, §4: an incoming video offer cancelled before it was answered is a missed video call —
 * notification 'Missed Video Call' (type video), told as a missed voice call is. A colleague by
 * extension, as the screens show them (issue 9), which calls back the same line.
 */
export function missedVideoNotice(missed: MissedVideoCall, ownNumber: string) {
  const number = shortNumber(missed.number, ownNumber);
  return {
    description: callTexts.missedVideoCall,
    type: "video",
    number,
    from: missed.from === missed.number ? number : missed.from,
    at: missed.at,
  } as const;
}

/** Tells of every missed video call while the phone runs; returns the unsubscribe. */
export function watchMissedVideoCalls(cues: MissedCallCues, ownNumber: string): () => void {
  return onMissedVideoCall((missed) =>
    cueMissed(cues, missedVideoNotice(missed, ownNumber), `video-${missed.number}-${missed.at}`),
  );
}
