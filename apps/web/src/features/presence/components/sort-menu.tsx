import CheckRoundedIcon from "@mui/icons-material/CheckRounded";
import SortRoundedIcon from "@mui/icons-material/SortRounded";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { BoardSort } from "@mobex/contracts/blf";
import { useState } from "react";

// spec 1 §2: "sort menu (Unsorted, A - Z, Z - A)".
export const sortLabels: Record<BoardSort, string> = { unsorted: "Unsorted", asc: "A - Z", desc: "Z - A" };
const sorts: readonly BoardSort[] = ["unsorted", "asc", "desc"];

interface SortMenuProps {
  readonly value: BoardSort;
  readonly disabled: boolean;
  readonly onChange: (sort: BoardSort) => void;
}

export function SortMenu({ value, disabled, onChange }: SortMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handlePick = (sort: BoardSort) => {
    setAnchor(null);
    if (sort !== value) onChange(sort);
  };
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SortRoundedIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-label={`Sort: ${sortLabels[value]}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: "divider", bgcolor: "background.paper", whiteSpace: "nowrap" }}
      >
        {sortLabels[value]}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sorts.map((sort) => (
          <MenuItem key={sort} selected={sort === value} onClick={() => handlePick(sort)}>
            <ListItemIcon>{sort === value && <CheckRoundedIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{sortLabels[sort]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
