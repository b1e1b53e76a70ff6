import {
  type VideoLine,
  holdVideoCall,
  onVideoLineChange,
  setIncomingVideoPolicy,
} from "../../video/commands";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { type Call, isLive } from "../model/call";
import { incomingVideoTreatment } from "../model/call-waiting";
import { useCallStore } from "../model/call-store";
import { setHold } from "./hold-policy";
import type { PhoneCore } from "./phone-core";

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

const sipTookTheLine = (calls: readonly Call[], previous: readonly Call[]): boolean =>
  calls.some((call) =>
    takesTheLine(
      call,
      previous.find((other) => other.id === call.id),
    ),
  );

/** The video call took the line: placed, answered, or resumed from hold. */
const videoTookTheLine = (line: VideoLine, before: VideoLine): boolean =>
  (line.busy && !before.busy) || (before.held && !line.held && line.busy);

/**
 * A video call and SIP calls share the user's line by the rules of spec 1 §4: whichever call takes
 * the line holds the others; the video call resumes when the last SIP call ends; an incoming video
 * offer while a SIP call is answered rings as call waiting, or meets a busy line when call waiting
 * is off. Returns the stop.
 */
export function coordinateVideoCalls(ctx: PhoneCore): () => void {
  const holdSipCalls = () => {
    for (const call of useCallStore.getState().calls) if (isLive(call)) setHold(ctx, call.id, true);
  };
  const removers = [
    setIncomingVideoPolicy(() =>
      incomingVideoTreatment(useCallStore.getState().calls, useSettingsStore.getState().callWaiting) ===
      "ignore"
        ? "busy"
        : "ring",
    ),
    useCallStore.subscribe(({ calls }, { calls: previous }) => {
      if (sipTookTheLine(calls, previous)) holdVideoCall(true);
      else if (!calls.some(isLive) && previous.some(isLive)) holdVideoCall(false);
    }),
    onVideoLineChange((line, before) => {
      if (videoTookTheLine(line, before)) holdSipCalls();
    }),
  ];
  return () => removers.forEach((remove) => remove());
}
