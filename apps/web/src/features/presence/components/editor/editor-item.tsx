import DragIndicatorRoundedIcon from "@mui/icons-material/DragIndicatorRounded";
import VisibilityOffRoundedIcon from "@mui/icons-material/VisibilityOffRounded";
import VisibilityRoundedIcon from "@mui/icons-material/VisibilityRounded";
import MoreVertRoundedIcon from "@mui/icons-material/MoreVertRounded";
import VerticalAlignBottomRoundedIcon from "@mui/icons-material/VerticalAlignBottomRounded";
import VerticalAlignTopRoundedIcon from "@mui/icons-material/VerticalAlignTopRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { BlfEntry } from "@mobex/contracts/blf";
import { type ReactNode, memo, useState } from "react";
import type { EditorList } from "../../model/board-editor";
import { entryName } from "../../model/display-name";
import { buttonTypeLabels } from "../../model/entry-details";

interface EditorItemProps {
  readonly entry: BlfEntry;
  readonly list: EditorList;
  /** Moves the item to `to`, at `at` ("start" or the end). */
  readonly onMove: (id: string, to: EditorList, at: "start" | "end") => void;
}

interface MoveOption {
  readonly label: string;
  readonly to: EditorList;
  readonly at: "start" | "end";
  readonly icon: ReactNode;
}

// spec 1 §4 Board editor: "Items move between visible and hidden lists by drag or hide/show menu."
const visibleOptions: readonly MoveOption[] = [
  { label: "Hide", to: "hidden", at: "end", icon: <VisibilityOffRoundedIcon fontSize="small" /> },
  {
    label: "Move to top",
    to: "visible",
    at: "start",
    icon: <VerticalAlignTopRoundedIcon fontSize="small" />,
  },
  {
    label: "Move to bottom",
    to: "visible",
    at: "end",
    icon: <VerticalAlignBottomRoundedIcon fontSize="small" />,
  },
];
const hiddenOptions: readonly MoveOption[] = [
  { label: "Show", to: "visible", at: "end", icon: <VisibilityRoundedIcon fontSize="small" /> },
  {
    label: "Show at top",
    to: "visible",
    at: "start",
    icon: <VerticalAlignTopRoundedIcon fontSize="small" />,
  },
];

/** One button in the editor: drag handle, name and number, and hide or show. */
export const EditorItem = memo(function EditorItem({ entry, list, onMove }: EditorItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id });
  const name = entryName(entry);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const options = list === "visible" ? visibleOptions : hiddenOptions;
  return (
    <Box
      ref={setNodeRef}
      role="listitem"
      aria-label={name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        pl: 0.5,
        pr: 1,
        py: 0.5,
        borderRadius: 2,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        position: "relative",
        zIndex: isDragging ? 2 : "auto",
        boxShadow: isDragging ? 6 : "none",
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Drag ${name}`}
        {...attributes}
        {...listeners}
        sx={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none", color: "text.secondary" }}
      >
        <DragIndicatorRoundedIcon fontSize="small" />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography noWrap variant="caption" color="textSecondary" component="div">
          {entry.blf_number} · {buttonTypeLabels[entry.type]}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={`Options for ${name}`}
        aria-haspopup="menu"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.label}
            onClick={() => {
              setMenuAnchor(null);
              onMove(entry.id, option.to, option.at);
            }}
          >
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
});
