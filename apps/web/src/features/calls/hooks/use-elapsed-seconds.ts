import { useEffect, useState } from "react";

// spec 1 §4: "answered shows a running hh:mm:ss timer (1 s tick)".
const TICK_MS = 1_000;

/** Whole seconds since `fromMs` (until `untilMs` when given), ticking once a second while running. */
export function useElapsedSeconds(fromMs: number | null, untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = fromMs !== null && untilMs === null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (fromMs === null) return 0;
  return Math.max(0, Math.floor(((untilMs ?? now) - fromMs) / 1000));
}

export function formatDuration(totalSeconds: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}
