import { useContext, useMemo } from "react";
import { DialCandidatesSource } from "./dial-candidates-source";
import { matchSuggestions } from "./match-suggestions";

/** Colleagues and phone-book numbers matching what is typed in the dial field (issue 9). */
export function useDialSuggestions(query: string) {
  const useDialCandidates = useContext(DialCandidatesSource);
  const candidates = useDialCandidates();
  return useMemo(() => matchSuggestions(candidates, query), [candidates, query]);
}
