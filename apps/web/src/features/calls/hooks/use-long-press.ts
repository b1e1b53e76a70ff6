import { useEffect, useRef } from "react";

/**
 * A press held for `delayMs` runs `onLongPress` (spec 1 §2: key 1 held for 700 ms dials *1); a
 * shorter one runs `onPress`. Pointer and keyboard presses both count.
 */
export function useLongPress(delayMs: number, onPress: () => void, onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    fired.current = false;
    if (onLongPress === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fired.current = true;
      onLongPress();
    }, delayMs);
  };
  const cancel = () => clearTimeout(timer.current);
  const finish = () => {
    clearTimeout(timer.current);
    if (!fired.current) onPress();
  };

  return {
    onPointerDown: start,
    onPointerUp: finish,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onKeyDown: (event: React.KeyboardEvent) => {
      if ((event.key === "Enter" || event.key === " ") && !event.repeat) {
        event.preventDefault();
        start();
      }
    },
    onKeyUp: (event: React.KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") finish();
    },
  };
}
