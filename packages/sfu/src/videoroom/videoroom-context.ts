import type { RtcNetwork } from "../rtc/rtc-network";
import type { VideoRoomRegistry } from "./videoroom-registry";

export type VideoRoomLimits = {
  /** Everybody who joined a room as a publisher (publishing or not). */
  participantsPerRoom: number;
  subscribersPerRoom: number;
};

/** What every VideoRoom handle shares. */
export type VideoRoomContext = {
  readonly registry: VideoRoomRegistry;
  readonly network: RtcNetwork;
  readonly limits: VideoRoomLimits;
  readonly onError: (error: unknown) => void;
};
