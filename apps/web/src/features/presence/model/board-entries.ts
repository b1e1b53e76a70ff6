import {
  type BlfEntry,
  type BoardArrange,
  type BoardSort,
  HIDDEN_BUTTON_TYPES,
  SYSTEM_BOARD,
} from "@mobex/contracts/blf";

/** spec 1 §3: RP and RR (and the empty slot N) are never shown; the rest in the provisioned order. */
export function shownEntries(entries: readonly BlfEntry[]): BlfEntry[] {
  return entries
    .filter((entry) => !HIDDEN_BUTTON_TYPES.includes(entry.type))
    .sort((a, b) => a.button - b.button);
}

/** The selected board, or System when the selection was deleted (perhaps on another device). */
export function selectedBoard(arrange: BoardArrange): string {
  const name = arrange.arrangeSelected;
  return name !== SYSTEM_BOARD && arrange.customArranges[name] !== undefined ? name : SYSTEM_BOARD;
}

export function customBoardNames(arrange: BoardArrange): string[] {
  return Object.keys(arrange.customArranges).sort((a, b) => a.localeCompare(b));
}

/**
 * spec 1 §3 "Custom presence board": a name mapped to an ordered list of visible ids, all others
 * hidden. Ids of buttons the administrator has since removed are skipped.
 */
export function boardEntries(shown: readonly BlfEntry[], board: string, arrange: BoardArrange): BlfEntry[] {
  const ids = board === SYSTEM_BOARD ? undefined : arrange.customArranges[board];
  if (ids === undefined) return [...shown];
  const byId = new Map(shown.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** spec 1 §2: search over name and number, case-insensitive; spaces in numbers do not matter. */
export function searchEntries(
  entries: readonly BlfEntry[],
  text: string,
  nameOf: (entry: BlfEntry) => string,
): BlfEntry[] {
  const needle = text.trim().toLowerCase();
  if (needle === "") return [...entries];
  const digits = needle.replace(/[\s()-]/g, "");
  return entries.filter(
    (entry) =>
      nameOf(entry).toLowerCase().includes(needle) ||
      (digits !== "" &&
        entry.blf_number
          .toLowerCase()
          .replace(/[\s()-]/g, "")
          .includes(digits)),
  );
}

const collator = new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });

/** spec 1 §2 sort menu: Unsorted keeps the board's order; A - Z and Z - A sort by the shown name. */
export function sortEntries(
  entries: readonly BlfEntry[],
  sort: BoardSort,
  nameOf: (entry: BlfEntry) => string,
): BlfEntry[] {
  switch (sort) {
    case "unsorted":
      return [...entries];
    case "asc":
      return [...entries].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
    case "desc":
      return [...entries].sort((a, b) => collator.compare(nameOf(b), nameOf(a)));
  }
}
