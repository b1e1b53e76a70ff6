import { lazy } from "react";
import { withChunkTimeout } from "../../../shared/lib/lazy-with-timeout";

// ARCHITECTURE.md budget: login + home ≤ 250 KB gzip initial JS. The drawer's contents, the call
// dialogs and the notifications list load after sign-in, beside the phone runtime, not with the page.
const loadCallPanel = () => withChunkTimeout(() => import("./call-panel"));
const loadCallDialogs = () => withChunkTimeout(() => import("./call-dialogs"));
const loadNotificationsList = () => withChunkTimeout(() => import("./notifications-list"));

export const LazyCallPanel = lazy(async () => ({ default: (await loadCallPanel()).CallPanel }));
export const LazyCallDialogs = lazy(async () => ({ default: (await loadCallDialogs()).CallDialogs }));
export const LazyNotificationsList = lazy(async () => ({
  default: (await loadNotificationsList()).NotificationsList,
}));

/** Fetches the call screens ahead of the first call, so that an incoming call shows at once. */
export function preloadCallUi(): void {
  void loadCallPanel().catch(() => undefined);
  void loadCallDialogs().catch(() => undefined);
}
