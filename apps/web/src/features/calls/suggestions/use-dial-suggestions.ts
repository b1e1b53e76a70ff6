import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAccessClaims } from "../../auth/commands";
import { contactsQueryOptions } from "../../contacts/commands";
import { blfQueryOptions } from "../../presence/commands";
import { useCapabilities } from "../../settings/commands";
import { dialCandidates } from "./dial-suggestion";
import { matchSuggestions } from "./match-suggestions";

/**
 * Colleagues (presence board) and phone-book numbers matching what is typed in the dial field.
 * The board is read as the board keeps it, without polling it from here: names change rarely.
 */
export function useDialSuggestions(query: string) {
  const ownNumber = useAccessClaims()?.phone ?? "";
  const phoneBook = useCapabilities().phoneBookEnabled;
  const board = useQuery({ ...blfQueryOptions(), refetchInterval: false, enabled: ownNumber !== "" });
  const contacts = useQuery({ ...contactsQueryOptions(), enabled: ownNumber !== "" && phoneBook });
  const candidates = useMemo(() => {
    const entries = board.data?.kind === "configured" ? board.data.entries : [];
    return dialCandidates(entries, phoneBook ? (contacts.data ?? []) : [], ownNumber);
  }, [board.data, contacts.data, ownNumber, phoneBook]);
  return useMemo(() => matchSuggestions(candidates, query), [candidates, query]);
}
