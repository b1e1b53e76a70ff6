import { useSyncExternalStore } from "react";
import { type ThemeMode, useSettingsStore } from "../../../shared/settings/settings-store";

const DARK_QUERY = "(prefers-color-scheme: dark)";

const canQuery = () => typeof window.matchMedia === "function";

function subscribe(onChange: () => void): () => void {
  if (!canQuery()) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const systemPrefersDark = () => canQuery() && window.matchMedia(DARK_QUERY).matches;

export function resolveThemeMode(mode: ThemeMode, prefersDark: boolean): "light" | "dark" {
  if (mode === "system") return prefersDark ? "dark" : "light";
  return mode;
}

/** The mode the screen shows: the user's choice, or the system's when "System" is chosen. */
export function useResolvedThemeMode(): "light" | "dark" {
  const mode = useSettingsStore((state) => state.themeMode);
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return resolveThemeMode(mode, prefersDark);
}
