import { useSyncExternalStore } from "react";

export type NotificationPermissionState = NotificationPermission | "unsupported";

const listeners = new Set<() => void>();

const read = (): NotificationPermissionState =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * Follows the browser's notification permission: its change event (the settings switch asked, or
 * the user changed the site's settings) and, where the browser has none, each return to the window.
 */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("focus", onChange);
  let status: PermissionStatus | null = null;
  let active = true;
  if ("permissions" in navigator) {
    navigator.permissions.query({ name: "notifications" }).then(
      (found) => {
        if (!active) return;
        status = found;
        found.addEventListener("change", onChange);
      },
      () => undefined,
    );
  }
  return () => {
    active = false;
    listeners.delete(onChange);
    window.removeEventListener("focus", onChange);
    status?.removeEventListener("change", onChange);
  };
}

export function useNotificationPermission(): NotificationPermissionState {
  return useSyncExternalStore(subscribe, read);
}

/** Asks the browser (spec 1 §6: notifications are a browser permission); every reader follows. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === "undefined") return "unsupported";
  const result = await Notification.requestPermission();
  listeners.forEach((listener) => listener());
  return result;
}
