import { useEffect, useRef } from "react";

/**
 * A press held for `delayMs` runs `onLongPress` (spec 1 §2: key 1 held for 700 ms dials *1); a
 * shorter one runs `onPress`. Pointer and keyboard presses both count; a release only counts on the
 * key that saw the press (a call that opens the drawer moves the keys under the pointer).
 */
export function useLongPress(delayMs: number, onPress: () => void, onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const press = useRef<"idle" | "pressed" | "longPressed">("idle");
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    press.current = "pressed";
    if (onLongPress === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      press.current = "longPressed";
      onLongPress();
    }, delayMs);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    press.current = "idle";
  };
  const finish = () => {
    clearTimeout(timer.current);
    if (press.current === "pressed") onPress();
    press.current = "idle";
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
