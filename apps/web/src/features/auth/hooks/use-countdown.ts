import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a deadline, ticking once a second; `restart` starts a new period.
 * Used for the 60 s one-time-token re-request window (spec 1 §9).
 */
export function useCountdown(periodMs: number): { secondsLeft: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + periodMs);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + periodMs);
  }, [periodMs]);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1_000)), restart };
}
