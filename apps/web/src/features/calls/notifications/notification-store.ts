// zod/mini: part of home, where the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { notificationToastTransitions } from "./notification-toast-store";

/** spec 1 §3 "Notification": description, type, number, from, at, readed — cached locally. */
const notificationSchema = z.object({
  id: z.string(),
  description: z.enum(["Missed Call", "Missed Video Call"]),
  type: z.enum(["sip", "video"]),
  number: z.string(),
  from: z.string(),
  at: z.number(),
  readed: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
/** A notification as it is raised, before the store gives it its id and unread mark. */
export type MissedNotice = Omit<AppNotification, "id" | "readed">;

// Enough history for a working day; older ones drop off the end.
const MAX_NOTIFICATIONS = 50;

interface NotificationState {
  readonly items: readonly AppNotification[];
}

export const useNotificationStore = create<NotificationState>()(
  persist(() => ({ items: [] as readonly AppNotification[] }), {
    name: "notifications",
    version: 1,
    storage: createJSONStorage(() => localStorage),
    merge: (persisted, current) => ({
      ...current,
      items: z.catch(z.object({ items: z.array(notificationSchema) }), { items: [] }).parse(persisted).items,
    }),
  }),
);

/** Adds to the notifications menu and shows the in-app toast (spec 1 §9: notification toast 2 s). */
export function addNotification(item: MissedNotice): void {
  const notification: AppNotification = { ...item, id: crypto.randomUUID(), readed: false };
  useNotificationStore.setState((state) => ({
    items: [notification, ...state.items].slice(0, MAX_NOTIFICATIONS),
  }));
  notificationToastTransitions.shown(notification);
}

export function markAllRead(): void {
  useNotificationStore.setState((state) => ({
    items: state.items.map((item) => ({ ...item, readed: true })),
  }));
}

export function clearNotifications(): void {
  useNotificationStore.setState({ items: [] });
}

export const selectUnreadCount = (state: NotificationState): number =>
  state.items.filter((item) => !item.readed).length;
