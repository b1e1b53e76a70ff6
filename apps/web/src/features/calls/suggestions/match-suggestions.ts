import type { DialSuggestion } from "./dial-suggestion";

// One typed character matches too much to help; the list opens from the second.
const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 6;
// What people type between digits: spaces, brackets, dashes, dots and a leading +.
const NUMBER_QUERY = /^[\d\s()+.-]+$/;

/** Lower case without accents, so that "zoe" finds "Zoë". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** 0 the best: a number or name that starts with the query; 1 a match inside; null no match. */
function rank(suggestion: DialSuggestion, query: string): number | null {
  if (NUMBER_QUERY.test(query)) {
    const digits = query.replace(/\D/g, "");
    if (digits.length < MIN_QUERY_LENGTH) return null;
    if (suggestion.digits.some((number) => number.startsWith(digits))) return 0;
    return suggestion.digits.some((number) => number.includes(digits)) ? 1 : null;
  }
  const name = fold(suggestion.name);
  const words = name.split(/\s+/);
  const wanted = fold(query).split(/\s+/).filter(Boolean);
  if (!wanted.every((part) => words.some((word) => word.startsWith(part)))) return null;
  return name.startsWith(wanted.join(" ")) ? 0 : 1;
}

/**
 * What the dial field suggests for `query` (issue 9): colleagues and phone-book numbers whose
 * number holds the typed digits or whose name has words starting with the typed words; the best
 * matches first, colleagues before the phone book, then by name.
 */
export function matchSuggestions(candidates: readonly DialSuggestion[], query: string): DialSuggestion[] {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return [];
  return candidates
    .flatMap((suggestion) => {
      const score = rank(suggestion, trimmed);
      return score === null ? [] : [{ suggestion, score }];
    })
    .sort(
      (a, b) =>
        a.score - b.score ||
        Number(a.suggestion.kind === "contact") - Number(b.suggestion.kind === "contact") ||
        a.suggestion.name.localeCompare(b.suggestion.name),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
}
