import type { EndInfo } from "../../../services/sip/end-info";
import type { IncomingRefer, IncomingReplaces, SipSession } from "../../../services/sip/sip-session";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import type { RemoteAudio } from "../audio/remote-audio";
import { callTransitions } from "../model/call-store";

export interface SessionHandlers {
  readonly onEnd: (callId: string, info: EndInfo) => void;
  readonly onRefer: (callId: string, refer: IncomingRefer) => void;
  readonly onReplaces: (callId: string, replaces: IncomingReplaces) => void;
}

/**
 * Turns one SIP session's events into the call's state (ARCHITECTURE.md: a feature's model turns
 * service events into store state). Returns the function that removes every listener.
 */
export function bindSession(
  callId: string,
  session: SipSession,
  audio: RemoteAudio,
  handlers: SessionHandlers,
): () => void {
  const { events } = session;
  const end = (type: "failed" | "ended") => (info: EndInfo) => {
    callTransitions.advanced(callId, { type, at: Date.now(), info });
    handlers.onEnd(callId, info);
  };
  const removers = [
    events.on("progress", () => callTransitions.advanced(callId, { type: "progress" })),
    events.on("accepted", () => callTransitions.advanced(callId, { type: "answered", at: Date.now() })),
    events.on("failed", end("failed")),
    events.on("ended", end("ended")),
    events.on("hold", (by) =>
      callTransitions.patched(callId, by === "local" ? { localHold: true } : { remoteHold: true }),
    ),
    events.on("unhold", (by) =>
      callTransitions.patched(callId, by === "local" ? { localHold: false } : { remoteHold: false }),
    ),
    events.on("remoteTrack", (track) => void audio.play(track, useSettingsStore.getState().audioOutput)),
    events.on("refer", (refer) => handlers.onRefer(callId, refer)),
    events.on("replaces", (replaces) => handlers.onReplaces(callId, replaces)),
  ];
  return () => removers.forEach((remove) => remove());
}
