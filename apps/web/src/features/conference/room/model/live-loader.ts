import {
  type ConferenceLive,
  connectConferenceLive,
} from "../../../../services/conference-live/conference-live-client";

/** The live channel of one room, authenticated with the room info's `liveToken` (spec 2 §7). */
export function connectLiveChannel(token: string): ConferenceLive {
  return connectConferenceLive({ token });
}
