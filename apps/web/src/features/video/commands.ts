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
  isVideoLineBusy,
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

/**
 * spec 1 §4 "Becoming active unholds; becoming inactive holds": the phone holds the video call
 * when a SIP call takes the line and resumes it when the line is the video call's again.
 */
export function holdVideoCall(held: boolean): void {
  const { phase, held: now } = useVideoCallStore.getState();
  if (phase === "idle" || now === held) return;
  void loadVideoRuntime().then((runtime) => runtime.hold(held));
}

/** The video call as the phone's hold and call-waiting rules see it. */
export interface VideoLine {
  /** Placed (ringing out) or answered: "another call is answered" for an incoming SIP call. */
  readonly busy: boolean;
  /** An offer rings here. */
  readonly ringing: boolean;
  /** Our offer rings at the colleague's ('Calling...'): the ring-back plays. */
  readonly ringingOut: boolean;
  readonly held: boolean;
}

const lineOf = (state: VideoCallState): VideoLine => ({
  busy: isVideoLineBusy(state),
  ringing: state.phase === "incoming",
  ringingOut: state.phase === "calling",
  held: state.held,
});

export const videoLine = (): VideoLine => lineOf(useVideoCallStore.getState());

/** Calls `listener` with the line now and before at each change of the video call; returns the unsubscribe. */
export function onVideoLineChange(listener: (line: VideoLine, previous: VideoLine) => void): () => void {
  return useVideoCallStore.subscribe((state, previous) => {
    const line = lineOf(state);
    const before = lineOf(previous);
    if (
      line.busy !== before.busy ||
      line.ringing !== before.ringing ||
      line.ringingOut !== before.ringingOut ||
      line.held !== before.held
    ) {
      listener(line, before);
    }
  });
}

/** How the phone says an incoming video offer is treated (ring, or busy: refused at once). */
export { setIncomingVideoPolicy, type IncomingVideoTreatment } from "./model/incoming-video-policy";

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

/**
 * Subscribes to incoming video offers cancelled before they were answered (spec 1 §3: notification
 * 'Missed Video Call', type video). Returns the unsubscribe.
 */
export { onMissedVideoCall, type MissedVideoCall } from "./model/missed-video-calls";
/** The app's piece that connects the signalling socket once the phone is ready (spec 1 §7). */
export { VideoService } from "./components/video-service";
/** The call drawer's video call panel (spec 1 §2), drawn only while a video call exists. */
export { VideoCallPanelWhenActive } from "./components/video-call-panel-when-active";
