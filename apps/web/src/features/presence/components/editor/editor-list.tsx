import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BlfEntry } from "@mobex/contracts/blf";
import type { ReactNode } from "react";
import type { EditorList as EditorListId } from "../../model/board-editor";
import { EditorItem } from "./editor-item";

interface EditorListProps {
  readonly id: EditorListId;
  readonly title: string;
  readonly ids: readonly string[];
  readonly entriesById: ReadonlyMap<string, BlfEntry>;
  readonly emptyText: string;
  readonly action?: ReactNode;
  readonly onMove: (id: string, to: EditorListId, at: "start" | "end") => void;
}

/** The visible or the hidden list of the board editor: a drop target that sorts its items. */
export function EditorList({ id, title, ids, entriesById, emptyText, action, onMove }: EditorListProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `board-editor-${id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", minHeight: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: "center", mb: 1, minHeight: 36 }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {title} ({ids.length})
        </Typography>
        {action}
      </Stack>
      <Box
        ref={setNodeRef}
        role="list"
        aria-labelledby={headingId}
        sx={{
          flex: 1,
          minHeight: 160,
          overflowY: "auto",
          p: 1,
          display: "flex",
          flexDirection: "column",
          gap: 0.75,
          borderRadius: 3,
          border: 1,
          borderStyle: ids.length === 0 ? "dashed" : "solid",
          borderColor: isOver ? "primary.main" : "divider",
          bgcolor: isOver ? "action.hover" : "action.selected",
          transition: "background-color 150ms, border-color 150ms",
        }}
      >
        {/* dnd-kit types its items as a mutable array; it never writes to it. */}
        <SortableContext id={id} items={ids as string[]} strategy={verticalListSortingStrategy}>
          {ids.map((itemId) => {
            const entry = entriesById.get(itemId);
            return entry === undefined ? null : (
              <EditorItem key={itemId} entry={entry} list={id} onMove={onMove} />
            );
          })}
        </SortableContext>
        {ids.length === 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ m: "auto", p: 2, textAlign: "center" }}>
            {emptyText}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
