import type { videoTexts } from "@mobex/contracts/video";
import { create } from "zustand";

/**
 * One video call (spec 1 §4 "Video call"):
 *
 *   idle ─startVideoCall─▶ calling ─remote answer (rsdp)─▶ connecting ─media─▶ connected
 *   idle ─incomingCall──▶ incoming ─Answer─▶ connecting ─media─▶ connected
 *   incoming ─Decline / callCancelled─▶ idle (a cancelled one is a missed video call)
 *   connected ─disconnected/failed─▶ reconnecting ─ICE restart─▶ connected
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
  mediaFlowing: () => set({ phase: "connected" }),
  connectionLost: () => set({ phase: "reconnecting" }),
  muteToggled: () => set({ muted: !useVideoCallStore.getState().muted }),
  cameraToggled: () => set({ cameraOff: !useVideoCallStore.getState().cameraOff }),
  sharingChanged: (sharing: boolean) => set({ sharing }),
  /** The call is over; `notice` says why when it is not the user's own hang-up. */
  ended: (notice: VideoNotice | null = null) => set({ ...IDLE, notice }),
  refused: (notice: VideoNotice) => set({ notice }),
  noticeDismissed: () => set({ notice: null }),
};

export const isVideoCallActive = (state: Pick<VideoCallState, "phase">): boolean => state.phase !== "idle";
