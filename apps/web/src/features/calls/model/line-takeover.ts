import type { VideoLine } from "../../video/commands";
import type { Call } from "./call";

/**
 * A SIP call that takes the line (spec 1 §4 "An outgoing call becomes active and puts the others on
 * hold. Becoming active unholds"): one placed, an incoming one answered, a held one resumed.
 */
function takesTheLine(call: Call, before: Call | undefined): boolean {
  if (before === undefined) return call.direction === "out";
  const answeredNow = before.status !== "answered" && call.status === "answered";
  const resumedNow = before.localHold && !call.localHold && call.status === "answered";
  return answeredNow || resumedNow;
}

export const sipTookTheLine = (calls: readonly Call[], previous: readonly Call[]): boolean =>
  calls.some((call) =>
    takesTheLine(
      call,
      previous.find((other) => other.id === call.id),
    ),
  );

/** The video call took the line: placed, answered, or resumed from hold. */
export const videoTookTheLine = (line: VideoLine, before: VideoLine): boolean =>
  (line.busy && !before.busy) || (before.held && !line.held && line.busy);
