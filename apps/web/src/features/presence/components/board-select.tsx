import AddRoundedIcon from "@mui/icons-material/AddRounded";
import Divider from "@mui/material/Divider";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import { SYSTEM_BOARD } from "@mobex/contracts/blf";
import { useId } from "react";

// A value no board name can take: names are trimmed, so one of spaces never is.
const CREATE_NEW = " create ";

interface BoardSelectProps {
  readonly value: string;
  readonly boards: readonly string[];
  readonly disabled: boolean;
  readonly onSelect: (board: string) => void;
  readonly onCreate: () => void;
}

/** spec 1 §2: "board selector (System preset, named custom boards, Create new)". */
export function BoardSelect({ value, boards, disabled, onSelect, onCreate }: BoardSelectProps) {
  const labelId = useId();
  const handleChange = (next: string) => {
    if (next === CREATE_NEW) onCreate();
    else if (next !== value) onSelect(next);
  };
  return (
    <FormControl size="small" sx={{ minWidth: 180, bgcolor: "background.paper" }} disabled={disabled}>
      <InputLabel id={labelId}>Board</InputLabel>
      <Select<string>
        labelId={labelId}
        label="Board"
        value={value}
        onChange={(event) => handleChange(event.target.value)}
      >
        <MenuItem value={SYSTEM_BOARD}>{SYSTEM_BOARD}</MenuItem>
        {boards.map((board) => (
          <MenuItem key={board} value={board}>
            {board}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem value={CREATE_NEW} sx={{ color: "primary.main", fontWeight: 600 }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <AddRoundedIcon fontSize="small" />
          </ListItemIcon>
          Create new
        </MenuItem>
      </Select>
    </FormControl>
  );
}
