import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAccessClaims, useCapabilities } from "../features/auth/commands";
import { type DialSuggestion, dialCandidates } from "../features/calls/commands";
import { contactsQueryOptions } from "../features/contacts/commands";
import { blfQueryOptions } from "../features/presence/commands";

/**
 * The dial field's candidates: colleagues of the presence board and phone-book numbers (issue 9),
 * given to calls by the app because both features dial through calls. The board is read as the
 * board keeps it, without polling it from here: names change rarely.
 */
export function useDirectoryCandidates(): readonly DialSuggestion[] {
  const ownNumber = useAccessClaims()?.phone ?? "";
  const phoneBook = useCapabilities().phoneBookEnabled;
  const active = ownNumber !== "";
  const board = useQuery({ ...blfQueryOptions(), refetchInterval: false, enabled: active });
  const contacts = useQuery({ ...contactsQueryOptions(), enabled: active && phoneBook });
  return useMemo(() => {
    const entries = board.data?.kind === "configured" ? board.data.entries : [];
    return dialCandidates(entries, phoneBook ? (contacts.data ?? []) : [], ownNumber);
  }, [board.data, contacts.data, ownNumber, phoneBook]);
}
