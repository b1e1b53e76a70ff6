/** Whole seconds of a call that started at `startSeconds` (epoch), as of `nowMs`; never negative. */
export function callSeconds(startSeconds: number, nowMs: number): number {
  return Math.max(0, Math.floor(nowMs / 1000) - startSeconds);
}

/** m:ss under an hour, h:mm:ss beyond: short enough for a tile. */
export function formatCallTime(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** spec 1 §9 date display en-UK: the time of the last good board answer. */
export function formatClock(ms: number): string {
  return new Date(ms).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}
