import { type BlfEntry, type BoardArrange, type BoardSort, defaultBoardArrange } from "@mobex/contracts/blf";
import { useCallback, useMemo, useState } from "react";
import { useAccessClaims } from "../../auth/commands";
import { useBoardArrange, useSaveBoardArrange } from "../api/board-arrange";
import { useBlf } from "../api/get-blf";
import {
  boardEntries,
  customBoardNames,
  searchEntries,
  selectedBoard,
  shownEntries,
  sortEntries,
} from "../model/board-entries";
import { boardViewState } from "../model/board-view-state";
import { displayName, entryName, surnameRule } from "../model/display-name";
import { withOwnLine } from "../model/own-line";
import { useIsStale } from "./use-is-stale";
import { useMyLine } from "../../calls/commands";

const none: readonly BlfEntry[] = [];

/**
 * Everything the board screen reads: the polled buttons, the stored arrangement (custom boards,
 * sort, selection), the search, and whether the last answer is still the truth.
 */
export function useBoardScreen() {
  const phone = useAccessClaims()?.phone ?? "";
  const blf = useBlf();
  const arrangeQuery = useBoardArrange(phone);
  const { mutate: saveArrange } = useSaveBoardArrange(phone);
  const [search, setSearch] = useState("");

  const arrange = arrangeQuery.data ?? defaultBoardArrange;
  const view = boardViewState({ data: blf.data, error: blf.error });
  const polled = view.kind === "ready" ? view.entries : none;
  const myLine = useMyLine();
  const entries = useMemo(() => withOwnLine(polled, myLine, phone), [polled, myLine, phone]);
  const shown = useMemo(() => shownEntries(entries), [entries]);
  const board = selectedBoard(arrange);
  const onBoard = useMemo(() => boardEntries(shown, board, arrange), [shown, board, arrange]);
  const surnameShown = useMemo(
    () => surnameRule(onBoard, arrange.showSurname),
    [onBoard, arrange.showSurname],
  );
  const tiles = useMemo(() => {
    const nameOf = (entry: BlfEntry) => displayName(entry, surnameShown(entry));
    return sortEntries(searchEntries(onBoard, search, entryName), arrange.sortAlphabetically, nameOf);
  }, [onBoard, search, surnameShown, arrange.sortAlphabetically]);
  const stale = useIsStale(view.kind === "ready" ? blf.dataUpdatedAt : 0);

  const save = useCallback((next: BoardArrange) => saveArrange({ ...next, searchText: "" }), [saveArrange]);

  return {
    view,
    shown,
    tiles,
    onBoardCount: onBoard.length,
    search,
    setSearch,
    arrange,
    /** Stored boards are read before anything may be written over them. */
    arrangeReady: arrangeQuery.isSuccess,
    board,
    boards: customBoardNames(arrange),
    surnameShown,
    updatedAtMs: blf.dataUpdatedAt,
    stale,
    retry: () => void blf.refetch(),
    selectBoard: (name: string) => save({ ...arrange, arrangeSelected: name }),
    setSort: (sort: BoardSort) => save({ ...arrange, sortAlphabetically: sort }),
    save,
  };
}
