import {
  type BlfEntry,
  BOARD_NAME_MAX_LENGTH,
  type BoardArrange,
  SYSTEM_BOARD,
  boardNameSchema,
} from "@mobex/contracts/blf";

/**
 * The board editor's model (spec 1 §4 Board editor): items move between the visible and hidden
 * lists; saving needs a name and at least one visible item.
 */
export type EditorList = "visible" | "hidden";

export interface EditorDraft {
  readonly name: string;
  readonly visible: readonly string[];
  readonly hidden: readonly string[];
}

/** An existing board starts as saved; a new one starts with every button visible, in System order. */
export function draftFor(
  shown: readonly BlfEntry[],
  board: string | null,
  arrange: BoardArrange,
): EditorDraft {
  const ids = shown.map((entry) => entry.id);
  const saved = board === null ? undefined : arrange.customArranges[board];
  if (board === null || saved === undefined) return { name: "", visible: ids, hidden: [] };
  const known = new Set(ids);
  const visible = saved.filter((id) => known.has(id));
  const shownSet = new Set(visible);
  return { name: board, visible, hidden: ids.filter((id) => !shownSet.has(id)) };
}

export function listOf(draft: EditorDraft, id: string): EditorList | null {
  if (draft.visible.includes(id)) return "visible";
  if (draft.hidden.includes(id)) return "hidden";
  return null;
}

/** Moves `id` to `to` at `index` (the end when omitted), from wherever it is now. */
export function moveItem(draft: EditorDraft, id: string, to: EditorList, index?: number): EditorDraft {
  const without = (list: readonly string[]) => list.filter((item) => item !== id);
  const target = [...without(draft[to])];
  const at = index === undefined ? target.length : Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, id);
  const other: EditorList = to === "visible" ? "hidden" : "visible";
  return { ...draft, [to]: target, [other]: without(draft[other]) };
}

export function hideAll(draft: EditorDraft): EditorDraft {
  return { ...draft, visible: [], hidden: [...draft.visible, ...draft.hidden] };
}

export function isDirty(draft: EditorDraft, initial: EditorDraft): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((id, index) => b[index] === id);
  return draft.name !== initial.name || !same(draft.visible, initial.visible);
}

/** What is wrong with a typed name (an empty one is merely unfinished), or null. */
export function nameProblem(name: string, arrange: BoardArrange, original: string | null): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return null;
  if (!boardNameSchema.safeParse(trimmed).success) {
    return `Board name must have at most ${BOARD_NAME_MAX_LENGTH} characters`;
  }
  if (trimmed.toLowerCase() === SYSTEM_BOARD.toLowerCase())
    return `"${SYSTEM_BOARD}" is the preset board's name`;
  if (trimmed !== original && arrange.customArranges[trimmed] !== undefined)
    return "A board with this name exists";
  return null;
}

/** Why Save changes is disabled (spec 1 §4: a name and one visible item), or null when it can save. */
export function saveProblem(
  draft: EditorDraft,
  arrange: BoardArrange,
  original: string | null,
): string | null {
  if (draft.name.trim() === "") return "Give the board a name";
  const problem = nameProblem(draft.name, arrange, original);
  if (problem !== null) return problem;
  if (draft.visible.length === 0) return "Show at least one item";
  return null;
}

/** The arrangement with the draft saved (renamed when its name changed) and selected. */
export function withBoardSaved(
  arrange: BoardArrange,
  original: string | null,
  draft: EditorDraft,
): BoardArrange {
  const name = draft.name.trim();
  const { [original ?? ""]: _replaced, ...others } = arrange.customArranges;
  return { ...arrange, arrangeSelected: name, customArranges: { ...others, [name]: [...draft.visible] } };
}

export function withBoardDeleted(arrange: BoardArrange, name: string): BoardArrange {
  const { [name]: _deleted, ...others } = arrange.customArranges;
  return { ...arrange, arrangeSelected: SYSTEM_BOARD, customArranges: others };
}
