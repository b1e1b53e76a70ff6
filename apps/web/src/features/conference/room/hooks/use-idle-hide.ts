import { useCallback, useEffect, useRef, useState } from "react";

/** spec 2 §9 "controls hide after 2 s". */
export const CONTROLS_HIDE_MS = 2_000;

/** Whether the controls show: after any pointer movement or key, for 2 s. */
export function useIdleHide(): { visible: boolean; wake: () => void } {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wake = useCallback(() => {
    setVisible(true);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => {
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [wake]);
  return { visible, wake };
}
