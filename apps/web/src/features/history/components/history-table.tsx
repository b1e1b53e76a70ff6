import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { HistoryItem } from "@mobex/contracts/calls";
import { HistoryRow } from "./history-row";

interface HistoryTableProps {
  readonly items: readonly HistoryItem[];
  /** When the list was fetched: "Today at" is relative to it. */
  readonly nowMs: number;
  readonly onOpen: (item: HistoryItem) => void;
  readonly onHide: (item: HistoryItem) => void;
}

const headCell = { fontWeight: 600, color: "text.secondary", whiteSpace: "nowrap" } as const;

/** spec 1 §2 history: "columns In/Out, Info, Tel, Duration, Time". At most 100 rows: drawn plainly. */
export function HistoryTable({ items, nowMs, onOpen, onHide }: HistoryTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Call history" sx={{ "& td, & th": { py: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={headCell}>In/Out</TableCell>
            <TableCell sx={headCell}>Info</TableCell>
            <TableCell sx={headCell}>Tel</TableCell>
            <TableCell sx={headCell}>Duration</TableCell>
            <TableCell sx={headCell}>Time</TableCell>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <HistoryRow key={item.uniqueid} item={item} nowMs={nowMs} onOpen={onOpen} onHide={onHide} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
