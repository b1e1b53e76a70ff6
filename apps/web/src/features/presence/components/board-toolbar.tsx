import EditRoundedIcon from "@mui/icons-material/EditRounded";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { BoardSort } from "@mobex/contracts/blf";
import { SearchField } from "../../../shared/ui/search-field";
import { BoardSelect } from "./board-select";
import { SortMenu } from "./sort-menu";

interface BoardToolbarProps {
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly sort: BoardSort;
  readonly onSort: (sort: BoardSort) => void;
  readonly board: string;
  readonly boards: readonly string[];
  readonly onSelectBoard: (board: string) => void;
  readonly onCreateBoard: () => void;
  readonly onEdit: () => void;
  /** Boards and sorting wait until the stored arrangement has been read, so nothing overwrites it. */
  readonly arrangeReady: boolean;
  /** Tiles shown; null until the board's first answer (a "Total: 0" would be untrue then). */
  readonly total: number | null;
}

/** spec 1 §2: search, sort menu, board selector, edit button, total count. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { arrangeReady } = props;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: "center", px: 3, pt: 3, pb: 2 }}
    >
      <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
        Presence
      </Typography>
      <SearchField
        label="Search the board"
        placeholder="Search name or number"
        value={props.search}
        onChange={props.onSearch}
      />
      <SortMenu value={props.sort} disabled={!arrangeReady} onChange={props.onSort} />
      <BoardSelect
        value={props.board}
        boards={props.boards}
        disabled={!arrangeReady}
        onSelect={props.onSelectBoard}
        onCreate={props.onCreateBoard}
      />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<EditRoundedIcon />}
        disabled={!arrangeReady}
        onClick={props.onEdit}
        sx={{ borderColor: "divider", bgcolor: "background.paper" }}
      >
        Edit
      </Button>
      {props.total !== null && (
        <Chip
          label={`Total: ${props.total}`}
          aria-label={`Total: ${props.total}`}
          sx={{ ml: { sm: "auto" }, fontWeight: 600 }}
        />
      )}
    </Stack>
  );
}
