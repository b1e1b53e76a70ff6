import { useTickerNow } from "../hooks/use-ticker-now";
import { callSeconds, formatCallTime } from "../model/call-time";

interface CallTimeProps {
  /** Epoch seconds the call started (BLF entry `start`). */
  readonly startSeconds: number;
  /** When the board is stale: the time of the last good answer, and the clock stops there. */
  readonly frozenAtMs: number | null;
}

/** The running call time on a tile (styled by TileSheet), from the board's one shared 1 s clock. */
export function CallTime({ startSeconds, frozenAtMs }: CallTimeProps) {
  const now = useTickerNow(frozenAtMs === null);
  return (
    <span className="tile-time" role="timer" aria-label="Call time">
      {formatCallTime(callSeconds(startSeconds, frozenAtMs ?? now))}
    </span>
  );
}
