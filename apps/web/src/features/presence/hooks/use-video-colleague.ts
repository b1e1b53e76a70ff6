import { useVideoEnabled } from "../../video/commands";
import { videoColleagueNumbers } from "../model/video-colleagues";
import { useBoardColleague } from "./use-board-colleague";

/** The full number to start a video call with when video is enabled and the colleague is online with video now (spec 1 §4), else null. */
export function useVideoColleague(number: string): string | null {
  return useBoardColleague([number], useVideoEnabled(), videoColleagueNumbers);
}
