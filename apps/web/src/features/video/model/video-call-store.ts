import type { videoTexts } from "@mobex/contracts/video";
import { create } from "zustand";

/**
 * One video call (spec 1 §4 "Video call"):
 *
 *   idle ─startVideoCall─▶ calling ─remote answer (rsdp)─▶ connecting ─media─▶ connected
 *   idle ─incomingCall──▶ incoming ─Answer─▶ connecting ─media─▶ connected
 *   incoming ─Decline / callCancelled─▶ idle (a cancelled one is a missed video call)
 *   connected ─disconnected/failed─▶ reconnecting ─ICE restart─▶ connected
 *   answered ─signalling socket lost─▶ reconnecting ─socket back─▶ as the media is (hangUp if it ended)
 *   (held: a SIP call took the line — spec 1 §4 "becoming inactive holds"; orthogonal to the phase)
 *   any ─Hang Up / hangUp / refuseCall / callStatus unavailable / closed─▶ idle (with a notice)
 */
export type VideoCallPhase = "idle" | "calling" | "incoming" | "connecting" | "connected" | "reconnecting";

/** Which of the spec's video texts to show (the panel reads it from the contract's catalogue). */
export type VideoNotice = Exclude<keyof typeof videoTexts, "incoming" | "calling" | "missed">;

export interface VideoPeer {
  readonly number: string;
  readonly name: string;
}

export interface VideoCallState {
  readonly phase: VideoCallPhase;
  readonly direction: "in" | "out" | null;
  readonly peer: VideoPeer | null;
  readonly muted: boolean;
  readonly cameraOff: boolean;
  readonly sharing: boolean;
  /** On hold while a SIP call has the line: nothing is sent, the far side is not heard. */
  readonly held: boolean;
  /** The signalling socket dropped during the call; the media may still flow meanwhile. */
  readonly signallingLost: boolean;
  /** The last ended call's or failed start's text (spec 1 §8 Video), until dismissed or a new call. */
  readonly notice: VideoNotice | null;
  /** The user's own number, to refuse 'You cannot call yourself' (spec 1 §5). */
  readonly ownNumber: string | null;
}

const IDLE = {
  phase: "idle",
  direction: null,
  peer: null,
  muted: false,
  cameraOff: false,
  sharing: false,
  held: false,
  signallingLost: false,
} as const satisfies Partial<VideoCallState>;

export const useVideoCallStore = create<VideoCallState>()(() => ({
  ...IDLE,
  notice: null,
  ownNumber: null,
}));

const set = (patch: Partial<VideoCallState>) => useVideoCallStore.setState(patch);

/** The only ways the state changes; each names the event of the diagram above. */
export const videoCallTransitions = {
  ownNumberKnown: (ownNumber: string | null) => set({ ownNumber }),
  dialled: (peer: VideoPeer) => set({ ...IDLE, phase: "calling", direction: "out", peer, notice: null }),
  offered: (peer: VideoPeer) => set({ ...IDLE, phase: "incoming", direction: "in", peer, notice: null }),
  accepted: () => set({ phase: "connecting" }),
  remoteAnswered: () => set({ phase: "connecting" }),
  // Media back while the socket is still away: the call is not sound yet.
  mediaFlowing: () =>
    set({ phase: useVideoCallStore.getState().signallingLost ? "reconnecting" : "connected" }),
  connectionLost: () => set({ phase: "reconnecting" }),
  muteToggled: () => set({ muted: !useVideoCallStore.getState().muted }),
  cameraToggled: () => set({ cameraOff: !useVideoCallStore.getState().cameraOff }),
  sharingChanged: (sharing: boolean) => set({ sharing }),
  holdChanged: (held: boolean) => set({ held }),
  signallingLost: () => set({ phase: "reconnecting", signallingLost: true }),
  signallingBack: (phase: "connecting" | "connected" | "reconnecting") =>
    set({ phase, signallingLost: false }),
  /** The call is over; `notice` says why when it is not the user's own hang-up. */
  ended: (notice: VideoNotice | null = null) => set({ ...IDLE, notice }),
  refused: (notice: VideoNotice) => set({ notice }),
  noticeDismissed: () => set({ notice: null }),
};

export const isVideoCallActive = (state: Pick<VideoCallState, "phase">): boolean => state.phase !== "idle";

/**
 * spec 1 §4 "An incoming call is ignored when another call is answered": the video call has the
 * line from the moment it is placed (ringing out) or answered, until it ends.
 */
export const isVideoLineBusy = (state: Pick<VideoCallState, "phase">): boolean =>
  state.phase !== "idle" && state.phase !== "incoming";
