import Alert from "@mui/material/Alert";
import { formatClock } from "../model/call-time";

/** spec 1 §9 "stale after 10 s": the board says plainly that what it shows is old. */
export function StaleNote({ updatedAtMs }: { readonly updatedAtMs: number }) {
  return (
    <Alert severity="warning" role="status" sx={{ mx: 3, mb: 2 }}>
      Presence is not up to date — last update {formatClock(updatedAtMs)}
    </Alert>
  );
}
