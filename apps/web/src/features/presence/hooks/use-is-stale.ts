import { useEffect, useState } from "react";
import { staleFrom } from "../model/stale";

/**
 * True once the last good answer (received at `updatedAtMs`) is older than spec 1 §9's 10 s; a
 * fresh answer makes it false again at once.
 */
export function useIsStale(updatedAtMs: number): boolean {
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (updatedAtMs === 0) return undefined;
    const timer = setTimeout(() => setExpired(updatedAtMs), Math.max(0, staleFrom(updatedAtMs) - Date.now()));
    return () => clearTimeout(timer);
  }, [updatedAtMs]);
  return updatedAtMs !== 0 && expired === updatedAtMs;
}
