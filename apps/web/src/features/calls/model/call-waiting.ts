import type { VideoLine } from "../../video/commands";
import { type Call, isUnanswered } from "./call";
import { hasAnswered } from "./call-selectors";

/**
 * How a new incoming call — SIP or video — is treated (spec 1 §4): "An incoming call is ignored when
 * another call is answered and call waiting is off". Another call is a SIP call that is answered or
 * a video call that is placed or answered. With call waiting on it rings as call waiting: the
 * waiting tone instead of the full ring.
 */
export type IncomingTreatment = "ring" | "waiting" | "ignore";

type Calls = readonly Call[];

export function incomingTreatment(callWaiting: boolean, otherCallUp: boolean): IncomingTreatment {
  if (!otherCallUp) return "ring";
  return callWaiting ? "waiting" : "ignore";
}

/** A new SIP call: another call is an answered SIP call or the video call on the line. */
export const incomingSipTreatment = (
  calls: Calls,
  video: VideoLine,
  callWaiting: boolean,
): IncomingTreatment => incomingTreatment(callWaiting, hasAnswered(calls) || video.busy);

/** A new video offer: another call is an answered SIP call (a second video offer is always busy). */
export const incomingVideoTreatment = (calls: Calls, callWaiting: boolean): IncomingTreatment =>
  incomingTreatment(callWaiting, hasAnswered(calls));

/** Which ringing sound plays: the full ring for a call alone, the waiting tone for a call waiting. */
export function ringingSound(calls: Calls, video: VideoLine): "ring" | "waiting" | null {
  const sipRinging = calls.some((call) => call.origin === "incoming" && isUnanswered(call));
  const otherCallUp = hasAnswered(calls) || video.busy;
  if (sipRinging) return otherCallUp ? "waiting" : "ring";
  // A video offer rings as a SIP call does; while a SIP call is answered, as call waiting.
  if (!video.ringing) return null;
  return hasAnswered(calls) ? "waiting" : "ring";
}
