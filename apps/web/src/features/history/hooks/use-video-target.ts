import type { HistoryItem } from "@mobex/contracts/calls";
import { useAccessClaims } from "../../auth/commands";
import { useVideoColleague } from "../../presence/commands";
import { partyLabel } from "../model/history-format";

export interface VideoTarget {
  /** The colleague's full number, which the video plane knows them by. */
  readonly number: string;
  readonly name: string;
}

/**
 * Whom a history row may video call: the other party, while video is enabled and they are a
 * colleague online with video (spec 1 §4); null otherwise.
 */
export function useVideoTarget(item: HistoryItem): VideoTarget | null {
  const number = useVideoColleague(item.call_b);
  const ownPhone = useAccessClaims()?.phone ?? "";
  return number === null ? null : { number, name: partyLabel(item, ownPhone) };
}
