import type { NotificationPermissionState } from "./notification-permission";

/**
 * Which app-bar icon speaks for call notifications (spec 1 §2 App bar): the request icon while the
 * browser has not been asked, the disabled icon while the browser refuses or the user switched
 * them off, neither when they work or the browser has none.
 */
export type NotificationCue = "request" | "disabled" | "none";

export function notificationCue(permission: NotificationPermissionState, enabled: boolean): NotificationCue {
  switch (permission) {
    case "unsupported":
      return "none";
    case "denied":
      return "disabled";
    case "default":
      return enabled ? "request" : "disabled";
    case "granted":
      return enabled ? "none" : "disabled";
  }
}

/** Why notifications are off, and what brings them back. */
export function disabledReason(permission: NotificationPermissionState): string {
  return permission === "denied"
    ? "Your browser blocks notifications from Mobex, so calls cannot reach you while the tab is in the background. Allow notifications in the site settings (the icon left of the address), then reload the page."
    : "You turned off incoming call notifications. Turn them on again in the settings menu (your picture, top right) to hear of calls while the tab is in the background.";
}

export const notificationCueTexts = {
  request: "Allow call notifications",
  disabled: "Call notifications are off",
} as const;
