import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { closestCorners, DndContext } from "@dnd-kit/core";
import type { BlfEntry, BoardArrange } from "@mobex/contracts/blf";
import { useCallback, useId, useMemo, useState } from "react";
import { useEditorDnd } from "../../hooks/use-editor-dnd";
import { useLeaveGuard } from "../../hooks/use-leave-guard";
import {
  type EditorList as EditorListId,
  draftFor,
  hideAll,
  isDirty,
  moveItem,
  nameProblem,
  saveProblem,
  withBoardDeleted,
  withBoardSaved,
} from "../../model/board-editor";
import { BoardNameField } from "./board-name-field";
import { ConfirmDialog } from "./confirm-dialog";
import { EditorList } from "./editor-list";

interface BoardEditorDialogProps {
  readonly shown: readonly BlfEntry[];
  readonly arrange: BoardArrange;
  /** The custom board being edited, or null for a new one. */
  readonly board: string | null;
  readonly onSave: (next: BoardArrange) => void;
  readonly onClose: () => void;
}

type Confirming = "none" | "discard" | "delete";

/**
 * spec 1 §2/§4 Board editor: visible and hidden lists, drag or menu between them, Hide all, Delete
 * board, a name of at most 30 characters, Cancel and Save changes, and a confirmation before
 * unsaved changes are lost.
 */
export function BoardEditorDialog({ shown, arrange, board, onSave, onClose }: BoardEditorDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [initial] = useState(() => draftFor(shown, board, arrange));
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState<Confirming>("none");
  const entriesById = useMemo(() => new Map(shown.map((entry) => [entry.id, entry])), [shown]);
  const dirty = isDirty(draft, initial);
  const problem = saveProblem(draft, arrange, board);
  const nameError = nameProblem(draft.name, arrange, board);
  const leave = useLeaveGuard(dirty);
  const { sensors, handleDragOver, handleDragEnd } = useEditorDnd(draft, setDraft);

  const handleMove = useCallback((id: string, to: EditorListId, at: "start" | "end") => {
    setDraft((current) => moveItem(current, id, to, at === "start" ? 0 : undefined));
  }, []);
  const handleClose = () => (dirty ? setConfirming("discard") : onClose());
  const handleSave = () => {
    if (problem !== null) return;
    leave.release();
    onSave(withBoardSaved(arrange, board, draft));
    onClose();
  };
  const handleDelete = () => {
    if (board === null) return;
    leave.release();
    onSave(withBoardDeleted(arrange, board));
    onClose();
  };

  return (
    <>
      <Dialog
        open
        onClose={handleClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        slotProps={{ paper: { sx: { height: fullScreen ? undefined : "min(760px, calc(100% - 64px))" } } }}
      >
        <DialogTitle id={titleId}>{board === null ? "New board" : "Edit board"}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: "8px !important" }}>
          <BoardNameField
            value={draft.name}
            error={nameError}
            onChange={(name) => setDraft((current) => ({ ...current, name }))}
          />
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            onDragOver={handleDragOver}
            onDragEnd={handleDragEnd}
          >
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
              <EditorList
                id="visible"
                title="Visible"
                ids={draft.visible}
                entriesById={entriesById}
                emptyText="Drag items here to show them on the board"
                onMove={handleMove}
                action={
                  <Button
                    size="small"
                    disabled={draft.visible.length === 0}
                    onClick={() => setDraft(hideAll)}
                  >
                    Hide all
                  </Button>
                }
              />
              <EditorList
                id="hidden"
                title="Hidden"
                ids={draft.hidden}
                entriesById={entriesById}
                emptyText="Everything is on the board"
                onMove={handleMove}
              />
            </Stack>
          </DndContext>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>
          {board !== null && (
            <Button
              color="error"
              startIcon={<DeleteOutlineRoundedIcon />}
              onClick={() => setConfirming("delete")}
            >
              Delete board
            </Button>
          )}
          <Typography
            variant="body2"
            color="textSecondary"
            role="status"
            sx={{ flex: 1, textAlign: "right", px: 1 }}
          >
            {nameError === null && problem}
          </Typography>
          <Button onClick={handleClose}>Cancel</Button>
          <Button variant="contained" disabled={problem !== null} onClick={handleSave}>
            Save changes
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming === "discard" || leave.blocked}
        title="Discard your changes?"
        text="This board has changes that are not saved. Leave the editor without saving them?"
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        destructive
        onCancel={() => {
          setConfirming("none");
          leave.stay();
        }}
        onConfirm={() => {
          setConfirming("none");
          if (leave.blocked) leave.proceed();
          else onClose();
        }}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete "${board ?? ""}"?`}
        text="The board is removed on all your devices. The people on it stay on the System board."
        cancelLabel="Keep board"
        confirmLabel="Delete board"
        destructive
        onCancel={() => setConfirming("none")}
        onConfirm={() => {
          setConfirming("none");
          handleDelete();
        }}
      />
    </>
  );
}
