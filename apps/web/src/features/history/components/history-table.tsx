import Table from "@mui/material/Table";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { HistoryItem } from "@mobex/contracts/calls";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { groupByDay } from "../model/history-days";
import { HistoryDayGroup } from "./history-day-group";

interface HistoryTableProps {
  readonly items: readonly HistoryItem[];
  /** When the list was fetched: "Today" and "Yesterday" are relative to it. */
  readonly nowMs: number;
  readonly onOpen: (item: HistoryItem) => void;
  readonly onHide: (item: HistoryItem) => void;
}

const headCell = { fontWeight: 600, color: "text.secondary", whiteSpace: "nowrap" } as const;

/**
 * spec 1 §2 history: "columns In/Out, Info, Tel, Duration, Time", the rows under a heading per day.
 * At phone widths the number joins Info and the duration joins Time, so that every column fits
 * without scrolling sideways (issue 9). At most 100 rows: drawn plainly.
 */
export function HistoryTable({ items, nowMs, onOpen, onHide }: HistoryTableProps) {
  const compact = usePhoneLayout();
  const columns = compact ? ["In/Out", "Info", "Time"] : ["In/Out", "Info", "Tel", "Duration", "Time"];
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Call history"
        sx={{ "& td, & th": compact ? { py: 1, px: 1 } : { py: 1 } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={headCell}>
                {column}
              </TableCell>
            ))}
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        {groupByDay(items, nowMs).map((day) => (
          <HistoryDayGroup
            key={day.key}
            day={day}
            columnCount={columns.length + 1}
            compact={compact}
            onOpen={onOpen}
            onHide={onHide}
          />
        ))}
      </Table>
    </TableContainer>
  );
}
