import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAccessClaims } from "../../auth/commands";
import { useVideoEnabled } from "../../video/commands";
import { type BlfAnswer, blfQueryOptions } from "../api/get-blf";
import { fullNumberOf, videoColleagueNumbers } from "../model/video-colleagues";

/**
 * For a number shown outside the board (a contact's, a history row's): the full number to start a
 * video call with when video is enabled and the colleague is online with video now (spec 1 §4),
 * else null. Reads the board's answer, polled as the board polls it (spec 1 §9: 5 s) while asked.
 */
export function useVideoColleague(number: string): string | null {
  const enabled = useVideoEnabled();
  const fullNumber = fullNumberOf(number, useAccessClaims()?.phone ?? "");
  const select = useCallback(
    (answer: BlfAnswer) =>
      fullNumber !== null &&
      answer.kind === "configured" &&
      videoColleagueNumbers(answer.entries).has(fullNumber),
    [fullNumber],
  );
  const reachable = useQuery({ ...blfQueryOptions(), enabled: enabled && fullNumber !== null, select });
  return enabled && reachable.data === true ? fullNumber : null;
}
