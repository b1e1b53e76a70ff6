import { useCallback, useState } from "react";

export type NotificationPermissionState = NotificationPermission | "unsupported";

const current = (): NotificationPermissionState =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/** The browser's notification permission and a way to ask for it (spec 1 §6: permissions used). */
export function useNotificationPermission(): {
  permission: NotificationPermissionState;
  request: () => Promise<NotificationPermissionState>;
} {
  const [permission, setPermission] = useState(current);
  const request = useCallback(async () => {
    if (typeof Notification === "undefined") return "unsupported" as const;
    const result = await Notification.requestPermission();
    setPermission(result);
    return result;
  }, []);
  return { permission, request };
}
