import { useQuery } from "@tanstack/react-query";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useCallback } from "react";
import { useAccessClaims } from "../../auth/commands";
import { type BlfAnswer, blfQueryOptions } from "../api/get-blf";
import { fullNumberOf } from "../model/video-colleagues";

/**
 * For numbers shown outside the board (a contact's, a history row's): the full number of the first
 * that the board offers an action (`numbersOf`: video, chat) while the feature is `enabled`, else
 * null. Reads the board's answer, polled as the board polls it (spec 1 §9: 5 s) while asked.
 */
export function useBoardColleague(
  numbers: readonly string[],
  enabled: boolean,
  numbersOf: (entries: readonly BlfEntry[]) => ReadonlySet<string>,
): string | null {
  const ownNumber = useAccessClaims()?.phone ?? "";
  // Joined, so that a fresh array of the same numbers keeps the query's selector.
  const key = numbers.map((number) => fullNumberOf(number, ownNumber) ?? "").join(" ");
  const select = useCallback(
    (answer: BlfAnswer) => {
      if (answer.kind !== "configured") return null;
      const offered = numbersOf(answer.entries);
      return key.split(" ").find((full) => full !== "" && offered.has(full)) ?? null;
    },
    [key, numbersOf],
  );
  const reachable = useQuery({ ...blfQueryOptions(), enabled: enabled && key.trim() !== "", select });
  return enabled ? (reachable.data ?? null) : null;
}
