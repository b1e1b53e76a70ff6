import { useSyncExternalStore } from "react";

// spec 1 §2: "The on-screen keypad is hidden when window height is 470 px or less."
const COMPACT_QUERY = "(max-height: 470px)";

const query = (): MediaQueryList | null =>
  typeof window.matchMedia === "function" ? window.matchMedia(COMPACT_QUERY) : null;

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
};

export function useCompactHeight(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
