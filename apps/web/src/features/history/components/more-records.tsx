import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { HistoryItem } from "@mobex/contracts/calls";
import { formatCallTime, formatDuration, outcomeLabel } from "../model/history-format";
import { DirectionIcon } from "./direction-icon";

interface MoreRecordsProps {
  readonly items: readonly HistoryItem[];
  readonly nowMs: number;
}

/** spec 1 §2 history: "More records" — every other call with the same number, newest first. */
export function MoreRecords({ items, nowMs }: MoreRecordsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="overline" color="textSecondary" component="h3">
        More records
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No other calls with this number.
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId} sx={{ maxHeight: 240, overflowY: "auto" }}>
          {items.map((item) => (
            <ListItem key={item.uniqueid} disableGutters>
              <ListItemIcon sx={{ minWidth: 44 }}>
                <DirectionIcon item={item} />
              </ListItemIcon>
              <ListItemText
                primary={formatCallTime(item.call_start, nowMs)}
                secondary={`${outcomeLabel(item)} · ${formatDuration(item.call_duration)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
