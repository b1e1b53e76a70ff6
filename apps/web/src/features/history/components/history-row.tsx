import VisibilityOffRoundedIcon from "@mui/icons-material/VisibilityOffRounded";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { HistoryItem } from "@mobex/contracts/calls";
import {
  directionOf,
  formatCallTime,
  formatDuration,
  outcomeLabel,
  partyLabel,
} from "../model/history-format";
import { DirectionIcon } from "./direction-icon";
import { NumberButton } from "./number-button";

interface HistoryRowProps {
  readonly item: HistoryItem;
  readonly nowMs: number;
  readonly onOpen: (item: HistoryItem) => void;
  readonly onHide: (item: HistoryItem) => void;
}

/** One call in the history table: In/Out, Info, Tel, Duration, Time (spec 1 §2) and its actions. */
export function HistoryRow({ item, nowMs, onOpen, onHide }: HistoryRowProps) {
  const label = partyLabel(item);
  return (
    <TableRow hover onClick={() => onOpen(item)} sx={{ cursor: "pointer", "&:last-child td": { border: 0 } }}>
      <TableCell sx={{ width: 56 }}>
        <DirectionIcon item={item} />
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <ButtonBase
          aria-label={`Details of ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(item);
          }}
          sx={{ borderRadius: 1, maxWidth: "100%", justifyContent: "flex-start" }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </ButtonBase>
        {item.status !== "answer" && (
          <Typography
            variant="caption"
            component="div"
            color={directionOf(item) === "missed" ? "error" : "textSecondary"}
          >
            {outcomeLabel(item)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <NumberButton number={item.call_b} />
      </TableCell>
      <TableCell sx={{ fontVariantNumeric: "tabular-nums", color: "text.secondary" }}>
        {formatDuration(item.call_duration)}
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
        {formatCallTime(item.call_start, nowMs)}
      </TableCell>
      <TableCell align="right" sx={{ width: 56 }}>
        <Tooltip title="Remove from history">
          <IconButton
            size="small"
            aria-label={`Remove ${label} from history`}
            onClick={(event) => {
              event.stopPropagation();
              onHide(item);
            }}
          >
            <VisibilityOffRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
