// spec 1 §3: local storage key "debugmode"; spec 1 §9: in debug mode every report is sent.
export const DEBUG_MODE_KEY = "debugmode";

type Listener = (enabled: boolean) => void;
const listeners = new Set<Listener>();

export function isDebugMode(): boolean {
  return localStorage.getItem(DEBUG_MODE_KEY) === "true";
}

/** Debug mode on or off ("Send debug data", the debug-mode offer); reporting follows at once. */
export function setDebugMode(enabled: boolean): void {
  if (enabled) localStorage.setItem(DEBUG_MODE_KEY, "true");
  else localStorage.removeItem(DEBUG_MODE_KEY);
  for (const listener of listeners) listener(enabled);
}

export function onDebugModeChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
