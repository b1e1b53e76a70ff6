import Box from "@mui/material/Box";
import { type BlfEntry, SYSTEM_BOARD } from "@mobex/contracts/blf";
import { useCallback, useState } from "react";
import { NumberDragArea } from "../../../shared/drag/number-drag-area";
import { CallDropTargets, useCallTakesDrops } from "../../calls/commands";
import { useVideoEnabled } from "../../video/commands";
import { useBoardScreen } from "../hooks/use-board-screen";
import { performTileAction } from "../model/perform-tile-action";
import { BoardGrid } from "./board-grid";
import { BoardMessage } from "./board-message";
import { BoardSkeleton } from "./board-skeleton";
import { BoardToolbar } from "./board-toolbar";
import { BoardEditorDialog } from "./editor/board-editor-dialog";
import { ConfirmDialog } from "./editor/confirm-dialog";
import { StaleNote } from "./stale-note";
import type { TileAnchor } from "./tile-anchor";
import { TileDetailsDialog } from "./tile-details-dialog";
import { TileMenu } from "./tile-menu";

const systemBoardTexts = {
  title: "Create a board of your own?",
  text:
    "The System board is set up by your administrator and cannot be changed. Editing it creates a new " +
    "board of your own from it, to name, trim and reorder as you like; the System board stays as it is.",
  confirm: "Create new board",
} as const;

interface MenuTarget {
  readonly entry: BlfEntry;
  readonly anchor: TileAnchor;
}

/**
 * What the editor edits: nothing, a new board, or one of the custom boards. Edit on the System board
 * first explains that it makes a new board (the System board itself is the administrator's).
 */
type Editing =
  | { readonly kind: "closed" }
  | { readonly kind: "explainingSystem" }
  | { readonly kind: "open"; readonly board: string | null };

/** spec 1 §2 "blf presence board": colleagues' lamps, searchable, sortable, arranged on custom boards. */
export function PresenceBoardPage() {
  const screen = useBoardScreen();
  const takesDrops = useCallTakesDrops();
  // Read once for the board: a thousand tiles must not each watch the profile and the settings.
  const videoEnabled = useVideoEnabled();
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: "closed" });

  // spec 1 §2: "click opens a detail dialog"; the tile's direct action has a button of its own.
  const handleActivate = useCallback((entry: BlfEntry) => setDetailsId(entry.id), []);
  const handleMenu = useCallback((entry: BlfEntry, anchor: TileAnchor) => setMenu({ entry, anchor }), []);
  const frozenAtMs = screen.stale ? screen.updatedAtMs : null;
  const details = screen.shown.find((entry) => entry.id === detailsId) ?? null;

  const { view } = screen;
  if (view.kind === "notConfigured") return <BoardMessage kind="notConfigured" />;
  if (view.kind === "tooFast") return <BoardMessage kind="tooFast" text={view.text} />;
  if (view.kind === "failed") {
    return <BoardMessage kind="failed" title={view.title} text={view.text} onRetry={screen.retry} />;
  }

  return (
    <Box sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <BoardToolbar
        search={screen.search}
        onSearch={screen.setSearch}
        sort={screen.arrange.sortAlphabetically}
        onSort={screen.setSort}
        board={screen.board}
        boards={screen.boards}
        onSelectBoard={screen.selectBoard}
        onCreateBoard={() => setEditing({ kind: "open", board: null })}
        onEdit={() =>
          setEditing(
            screen.board === SYSTEM_BOARD
              ? { kind: "explainingSystem" }
              : { kind: "open", board: screen.board },
          )
        }
        arrangeReady={screen.arrangeReady && view.kind === "ready"}
        total={view.kind === "ready" ? screen.tiles.length : null}
      />
      {screen.stale && <StaleNote updatedAtMs={screen.updatedAtMs} />}
      {view.kind === "loading" ? (
        <BoardSkeleton />
      ) : screen.tiles.length === 0 ? (
        screen.onBoardCount === 0 ? (
          <BoardMessage kind="empty" />
        ) : (
          <BoardMessage kind="noMatch" text={`Nobody on this board matches "${screen.search.trim()}".`} />
        )
      ) : (
        // issue 10: tiles drag onto the call's drop targets in the call drawer.
        <NumberDragArea enabled={takesDrops} targets={<CallDropTargets />}>
          <BoardGrid
            entries={screen.tiles}
            surnameShown={screen.surnameShown}
            frozenAtMs={frozenAtMs}
            videoEnabled={videoEnabled}
            onActivate={handleActivate}
            onAction={performTileAction}
            onMenu={handleMenu}
          />
        </NumberDragArea>
      )}
      <TileMenu
        target={menu}
        onAction={performTileAction}
        onDetails={(entry) => setDetailsId(entry.id)}
        onClose={() => setMenu(null)}
        videoEnabled={videoEnabled}
      />
      <TileDetailsDialog
        entry={details}
        frozenAtMs={frozenAtMs}
        onAction={performTileAction}
        onClose={() => setDetailsId(null)}
        videoEnabled={videoEnabled}
      />
      <ConfirmDialog
        open={editing.kind === "explainingSystem"}
        title={systemBoardTexts.title}
        text={systemBoardTexts.text}
        confirmLabel={systemBoardTexts.confirm}
        cancelLabel="Cancel"
        onConfirm={() => setEditing({ kind: "open", board: null })}
        onCancel={() => setEditing({ kind: "closed" })}
      />
      {editing.kind === "open" && (
        <BoardEditorDialog
          shown={screen.shown}
          arrange={screen.arrange}
          board={editing.board}
          onSave={screen.save}
          onClose={() => setEditing({ kind: "closed" })}
        />
      )}
    </Box>
  );
}
