import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { HistoryItem } from "@mobex/contracts/calls";
import type { HistoryDay } from "../model/history-days";
import { HistoryRow } from "./history-row";

interface HistoryDayGroupProps {
  readonly day: HistoryDay;
  readonly columnCount: number;
  readonly compact: boolean;
  readonly onOpen: (item: HistoryItem) => void;
  readonly onHide: (item: HistoryItem) => void;
}

/** One day of calls: a row group named by its heading ("Today", "Yesterday", a date), then its calls. */
export function HistoryDayGroup({ day, columnCount, compact, onOpen, onHide }: HistoryDayGroupProps) {
  const headingId = useId();
  return (
    <TableBody aria-labelledby={headingId}>
      <TableRow>
        <TableCell component="th" scope="rowgroup" colSpan={columnCount} sx={{ bgcolor: "action.hover" }}>
          <Typography id={headingId} component="h2" variant="subtitle2" color="textSecondary">
            {day.label}
          </Typography>
        </TableCell>
      </TableRow>
      {day.items.map((item) => (
        <HistoryRow key={item.uniqueid} item={item} compact={compact} onOpen={onOpen} onHide={onHide} />
      ))}
    </TableBody>
  );
}
