import { create } from "zustand";

/**
 * One conference room's live state (spec 2 §3 "Participant or stream", "Room session", "Room chat
 * message", §4 "In room"), fed by the room session (room-session.ts) and read by the room's views.
 *
 *   idle ─join─▶ joining ─media + rooms up─▶ inRoom ─leave─▶ idle
 *                   └── fails ──▶ idle (with the error shown, back to /conference)
 */
export type RoomPhase = "idle" | "joining" | "inRoom";

export type RoomLayout = "tl" | "sb";
export type CameraQuality = "low" | "standard" | "high";

export interface Participant {
  /** The feed id: spec 2 §3 "a random number of up to 4 digits followed by the phone". */
  readonly id: string;
  readonly display: string;
  /** A screen share is a feed of its own, `screen-<owner's id>`. */
  readonly screenOf: string | null;
  readonly own: boolean;
  readonly talking: boolean;
  readonly handRaised: boolean;
  readonly audioMuted: boolean;
  readonly videoMuted: boolean;
  readonly hasVideo: boolean;
  readonly videoTrack: MediaStreamTrack | null;
  readonly audioTrack: MediaStreamTrack | null;
}

export interface RoomChatMessage {
  readonly id: number;
  readonly from: string;
  readonly display: string;
  readonly date: string;
  readonly text: string;
  readonly own: boolean;
  readonly colour: string;
}

export type DrawerPanel = "chat" | "people" | "settings";

export interface RoomState {
  readonly phase: RoomPhase;
  readonly roomId: string;
  readonly title: string;
  readonly startTime: number | null;
  readonly selfId: string;
  readonly selfName: string;
  readonly participants: Readonly<Record<string, Participant>>;
  /** Join order of the remote feeds, which breaks ties in the subscription ranking. */
  readonly order: readonly string[];
  readonly subscribedVideos: readonly string[];
  readonly hiddenVideos: readonly string[];
  readonly localStream: MediaStream | null;
  readonly screenTrack: MediaStreamTrack | null;
  readonly audioMuted: boolean;
  readonly videoMuted: boolean;
  readonly handRaised: boolean;
  readonly layout: RoomLayout;
  readonly pinnedId: string | null;
  readonly favorites: readonly string[];
  readonly maxVisible: number;
  readonly quality: CameraQuality;
  readonly bandwidthKbps: number;
  /** The chosen speaker (audiooutput); "" for the default one. */
  readonly speakerId: string;
  readonly drawer: DrawerPanel | null;
  readonly messages: readonly RoomChatMessage[];
  readonly unread: number;
  /** The last message that arrived while the drawer's chat was closed: shown for 5 s. */
  readonly chatToast: RoomChatMessage | null;
  readonly cameraPermission: PermissionState | "unknown";
  readonly microphonePermission: PermissionState | "unknown";
}

/** spec 2 §9 "Default visible video subscriptions 8; slider 2 to 8 step 1". */
export const MAX_VISIBLE_DEFAULT = 8;
export const MAX_VISIBLE_MIN = 2;
/** spec 2 §9 "Bandwidth cap options (kbit): 0 (no limit), 128, 256 (default), …". */
export const BANDWIDTH_OPTIONS_KBPS = [0, 128, 256, 512, 1024, 1500, 2000] as const;
export const BANDWIDTH_DEFAULT_KBPS = 256;

export const initialRoomState: RoomState = {
  phase: "idle",
  roomId: "",
  title: "",
  startTime: null,
  selfId: "",
  selfName: "",
  participants: {},
  order: [],
  subscribedVideos: [],
  hiddenVideos: [],
  localStream: null,
  screenTrack: null,
  audioMuted: false,
  videoMuted: false,
  handRaised: false,
  layout: "tl",
  pinnedId: null,
  favorites: [],
  maxVisible: MAX_VISIBLE_DEFAULT,
  quality: "standard",
  bandwidthKbps: BANDWIDTH_DEFAULT_KBPS,
  speakerId: "",
  drawer: null,
  messages: [],
  unread: 0,
  chatToast: null,
  cameraPermission: "unknown",
  microphonePermission: "unknown",
};

export const useRoomStore = create<RoomState>()(() => initialRoomState);

/** Changes one participant, if still there. */
export function patchParticipant(id: string, patch: Partial<Participant>): void {
  useRoomStore.setState((state) => {
    const participant = state.participants[id];
    if (participant === undefined) return state;
    return { participants: { ...state.participants, [id]: { ...participant, ...patch } } };
  });
}

/** Every feed of a user: their camera and, while sharing, their screen. */
export function feedsOf(state: RoomState, userId: string): Participant[] {
  return Object.values(state.participants).filter((p) => p.id === userId || p.screenOf === userId);
}
