import { holdVideoCall, onVideoLineChange, setIncomingVideoPolicy } from "../../video/commands";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { isLive } from "../model/call";
import { incomingVideoTreatment } from "../model/call-waiting";
import { sipTookTheLine, videoTookTheLine } from "../model/line-takeover";
import { useCallStore } from "../model/call-store";
import { setHold } from "./hold-policy";
import type { PhoneCore } from "./phone-core";

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
