import { useSyncExternalStore } from "react";

const REPROBE_INTERVAL_MS = 5_000;

/**
 * Whether Mobex can reach its server (spec 1 §2: the 'Not connected' banner).
 * `navigator.onLine` alone is not trusted: Chromium reports "offline" on a machine whose only
 * interfaces are loopback or a LAN without internet, while the server answers fine. So a browser
 * "offline" verdict is confirmed by probing the server before the banner shows, and re-probed until
 * the server answers again.
 */
let connected = true;
let probeTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function setConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

async function probeServer(): Promise<boolean> {
  try {
    const answer = await fetch("/version.txt", { cache: "no-store" });
    return answer.ok;
  } catch {
    return false;
  }
}

function stopProbing(): void {
  clearInterval(probeTimer);
  probeTimer = undefined;
}

async function verify(): Promise<void> {
  if (navigator.onLine) {
    stopProbing();
    setConnected(true);
    return;
  }
  const reachable = await probeServer();
  setConnected(reachable);
  if (reachable) stopProbing();
  else probeTimer ??= setInterval(() => void verify(), REPROBE_INTERVAL_MS);
}

const handleChange = (): void => void verify();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener("online", handleChange);
    window.addEventListener("offline", handleChange);
    void verify();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener("online", handleChange);
    window.removeEventListener("offline", handleChange);
    stopProbing();
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => true,
  );
}
