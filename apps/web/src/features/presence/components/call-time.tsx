import Typography from "@mui/material/Typography";
import { useTickerNow } from "../hooks/use-ticker-now";
import { callSeconds, formatCallTime } from "../model/call-time";

interface CallTimeProps {
  /** Epoch seconds the call started (BLF entry `start`). */
  readonly startSeconds: number;
  /** When the board is stale: the time of the last good answer, and the clock stops there. */
  readonly frozenAtMs: number | null;
}

/** The running call time on a tile, from the board's one shared 1 s clock. */
export function CallTime({ startSeconds, frozenAtMs }: CallTimeProps) {
  const now = useTickerNow(frozenAtMs === null);
  const seconds = callSeconds(startSeconds, frozenAtMs ?? now);
  return (
    <Typography
      component="span"
      role="timer"
      aria-label="Call time"
      variant="caption"
      sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 600, color: "inherit" }}
    >
      {formatCallTime(seconds)}
    </Typography>
  );
}
