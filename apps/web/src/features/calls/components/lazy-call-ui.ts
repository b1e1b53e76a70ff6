import { createElement, lazy, useEffect, useState } from "react";
import { withChunkTimeout } from "../../../shared/lib/lazy-with-timeout";
import type { CallPanel } from "./call-panel";

// ARCHITECTURE.md budget: login + home ≤ 250 KB gzip initial JS. The drawer's contents, the call
// dialogs, the notifications list and the notifications-off explanation load after sign-in, beside
// the phone runtime, not with the page.
const loadCallPanel = () => withChunkTimeout(() => import("./call-panel"));
const loadCallDialogs = () => withChunkTimeout(() => import("./call-dialogs"));
const loadNotificationsList = () => withChunkTimeout(() => import("./notifications-list"));
const loadNotificationsOffDialog = () => withChunkTimeout(() => import("./notifications-off-dialog"));

export const LazyCallDialogs = lazy(async () => ({ default: (await loadCallDialogs()).CallDialogs }));
export const LazyNotificationsList = lazy(async () => ({
  default: (await loadNotificationsList()).NotificationsList,
}));
export const LazyNotificationsOffDialog = lazy(async () => ({
  default: (await loadNotificationsOffDialog()).NotificationsOffDialog,
}));

// The call panel is kept as a plain component once loaded rather than behind Suspense: a suspended
// boundary reveals its content up to 300 ms late (React's fallback throttle), and an incoming call
// must show at once (ARCHITECTURE.md: callee rings ≤ 150 ms after the click).
let callPanel: typeof CallPanel | null = null;
let callPanelLoading: Promise<typeof CallPanel> | null = null;

function ensureCallPanel(): Promise<typeof CallPanel> {
  callPanelLoading ??= loadCallPanel().then(
    (module) => (callPanel = module.CallPanel),
    (error: unknown) => {
      callPanelLoading = null;
      throw error;
    },
  );
  return callPanelLoading;
}

/** The call panel, drawn as soon as its chunk is there (normally long before the first call). */
export function CallPanelWhenLoaded() {
  const [loaded, setLoaded] = useState(() => callPanel !== null);
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    void ensureCallPanel().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded && callPanel !== null ? createElement(callPanel) : null;
}

/**
 * Fetches the call panel ahead of the first call, so that an incoming call shows at once. The call
 * dialogs (MUI's Dialog, ~6 KB on the wire) come when one is first shown (issue 9, budgets).
 */
export function preloadCallUi(): void {
  ensureCallPanel().catch(() => undefined);
}
