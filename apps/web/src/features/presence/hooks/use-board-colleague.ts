import { useQuery } from "@tanstack/react-query";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useCallback } from "react";
import { useAccessClaims } from "../../auth/commands";
import { type BlfAnswer, blfQueryOptions } from "../api/get-blf";
import { fullNumberOf } from "../model/video-colleagues";

/**
 * For a number shown outside the board (a contact's, a history row's): its full number when the
 * board offers that colleague an action (`numbersOf`: video, chat) and the feature is `enabled`,
 * else null. Reads the board's answer, polled as the board polls it (spec 1 §9: 5 s) while asked.
 */
export function useBoardColleague(
  number: string,
  enabled: boolean,
  numbersOf: (entries: readonly BlfEntry[]) => ReadonlySet<string>,
): string | null {
  const fullNumber = fullNumberOf(number, useAccessClaims()?.phone ?? "");
  const select = useCallback(
    (answer: BlfAnswer) =>
      fullNumber !== null && answer.kind === "configured" && numbersOf(answer.entries).has(fullNumber),
    [fullNumber, numbersOf],
  );
  const reachable = useQuery({ ...blfQueryOptions(), enabled: enabled && fullNumber !== null, select });
  return enabled && reachable.data === true ? fullNumber : null;
}
