// Mobex call notifications (spec 1 §4: a browser notification with Answer and Decline actions).
// Notification actions exist only for notifications shown by a service worker; this one does nothing
// else — no fetch handler, no cache — and hands each click to the open Mobex window.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("notificationclick", (event) => {
  const { notification } = event;
  notification.close();
  const message = {
    type: "mobex-call-notification",
    action: event.action || "open",
    callId: notification.data?.callId,
  };
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const target = windows.find((client) => client.focused) ?? windows[0];
      if (target === undefined) return self.clients.openWindow("/");
      target.postMessage(message);
      return target.focus();
    }),
  );
});
