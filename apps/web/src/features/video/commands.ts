/**
 * The video feature's public face for other features and the app (ARCHITECTURE.md, Layout). Cheap to
 * import: the signalling client (socket.io-client), the peer connection and the panel are a lazy
 * chunk (ARCHITECTURE.md budget: login + home ≤ 250 KB gzip), fetched once the phone is ready and
 * video is enabled, or at the first video call.
 */
import { useCapabilities } from "../auth/commands";
import {
  type VideoCallState,
  isVideoCallActive,
  useVideoCallStore,
  videoCallTransitions,
} from "./model/video-call-store";
import { loadVideoRuntime } from "./runtime/load-video-runtime";

/**
 * Starts a video call to a colleague's number (dialpad, board tile, contact card, history row).
 * Never throws: every failure ('You cannot call yourself', 'User unavailable', 'Error while acessing
 * camera/mic', …) is shown by the video call panel in the call drawer.
 */
export function startVideoCall(number: string, name?: string): void {
  const target = number.trim();
  const { ownNumber, phase } = useVideoCallStore.getState();
  if (phase !== "idle" || target === "") return;
  if (ownNumber !== null && target === ownNumber) {
    videoCallTransitions.refused("callingYourself");
    return;
  }
  videoCallTransitions.dialled({ number: target, name: name ?? target });
  loadVideoRuntime().then(
    (runtime) => runtime.call(target),
    () => videoCallTransitions.ended("unavailable"),
  );
}

/** Whether a video call exists (ringing, calling, connected or reconnecting) — spec 1 §2 `video` route and nav link. */
export function useVideoCallActive(): boolean {
  return useVideoCallStore(isVideoCallActive);
}

/** Whether video is allowed (administrator, provisioning `video_support`) and not switched off in System Settings. */
export function useVideoEnabled(): boolean {
  return useCapabilities().videoEnabled;
}

/**
 * spec 1 §4: "Video calling is offered only when video is enabled and the colleague is online with
 * video" — the BLF entry's `video` flag is '1' while the colleague has a connected video device.
 */
export function useColleagueVideoReachable(blf: { readonly video: string }): boolean {
  return useVideoEnabled() && blf.video === "1";
}

/** The call sound a video call asks for: the ring while an offer waits, the ring-back while 'Calling...'. */
export type VideoCallSound = "ring" | "ringback" | "none";

const soundOf = ({ phase }: Pick<VideoCallState, "phase">): VideoCallSound =>
  phase === "incoming" ? "ring" : phase === "calling" ? "ringback" : "none";

/** What the video call asks the call sounds to play now (the calls feature plays them, as for a SIP call). */
export function videoCallSound(): VideoCallSound {
  return soundOf(useVideoCallStore.getState());
}

/** Calls `listener` whenever `videoCallSound()` changes. Returns the unsubscribe. */
export function onVideoCallSoundChange(listener: (sound: VideoCallSound) => void): () => void {
  return useVideoCallStore.subscribe((state, previous) => {
    if (soundOf(state) !== soundOf(previous)) listener(soundOf(state));
  });
}

/**
 * Subscribes to incoming video offers cancelled before they were answered (spec 1 §3: notification
 * 'Missed Video Call', type video). Returns the unsubscribe.
 */
export { onMissedVideoCall, type MissedVideoCall } from "./model/missed-video-calls";
/** The app's piece that connects the signalling socket once the phone is ready (spec 1 §7). */
export { VideoService } from "./components/video-service";
/** The call drawer's video call panel (spec 1 §2), drawn only while a video call exists. */
export { VideoCallPanelWhenActive } from "./components/video-call-panel-when-active";
