import { create } from "zustand";
import type { AppNotification } from "./notification-store";

interface NotificationToastState {
  /** The notification the in-app toast shows now, if any. */
  readonly shown: AppNotification | null;
}

/** The in-app toast of a new notification (spec 1 §9: notification toast 2 s). Not persisted. */
export const useNotificationToastStore = create<NotificationToastState>()(() => ({ shown: null }));

export const notificationToastTransitions = {
  shown: (notification: AppNotification) => useNotificationToastStore.setState({ shown: notification }),
  closed: () => useNotificationToastStore.setState({ shown: null }),
};
