import type { BrowserNotifications } from "../notifications/browser-notifications";
import { type MissedNotice, addNotification } from "../notifications/notification-store";
import type { SoundPolicy } from "./sound-policy";

/** How a missed call is told: the browser notification and the notification sound. */
export interface MissedCallCues {
  readonly notifications: BrowserNotifications;
  readonly sounds: SoundPolicy;
}

/**
 * A missed call or video call (spec 1 §3 Notification), told four ways: the notifications menu's
 * entry with its in-app toast, the browser notification, the notification sound (spec 1 §9: 0.5).
 */
export function cueMissed(cues: MissedCallCues, notice: MissedNotice, tag: string): void {
  addNotification(notice);
  cues.notifications.missed(notice, tag);
  cues.sounds.notify();
}
