// Mobex's service worker (one per scope): call notifications (spec 1 §4: a browser notification with
// Answer and Decline actions, which only a service worker's notification can carry) and chat Web
// Push (spec 2 §3 "Notification: title, body, data (text, conversation)"). No fetch handler, no
// cache: each click goes to an open Mobex window, which acts on it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const CALL_MESSAGE = "mobex-call-notification";
const CHAT_MESSAGE = "mobex-chat-notification";
const SHOWN_PATH_QUESTION = "mobex-shown-path";
// A chat notification's tag: one per conversation, so that a burst of messages shows as one.
const CHAT_TAG_PREFIX = "chat-";

const windows = () => self.clients.matchAll({ type: "window", includeUncontrolled: true });
const chatPath = (conversation) => `/chat/${encodeURIComponent(conversation)}`;

/** The payload chat/notifyMobile sends (ChatPushPayload in packages/contracts/src/chat.ts), or null. */
function chatPayload(event) {
  try {
    const payload = event.data?.json();
    const data = payload?.data;
    if (typeof payload?.title !== "string" || typeof payload.body !== "string") return null;
    if (typeof data?.text !== "string" || typeof data.conversation !== "string") return null;
    return payload;
  } catch {
    return null;
  }
}

// How long a window has to say which path it shows; one whose chat has not started stays silent.
const ASK_TIMEOUT_MS = 1000;

/** The path a window's app shows now (Client.url keeps the address the page loaded with, not its routes). */
function pathShownBy(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === "string" ? event.data : null);
    };
    client.postMessage({ type: SHOWN_PATH_QUESTION }, [channel.port2]);
  });
}

/** A focused Mobex window already shows the conversation: its chat shows the message itself. */
async function conversationOnScreen(conversation) {
  const focused = (await windows()).filter((client) => client.focused);
  return (await Promise.all(focused.map(pathShownBy))).includes(chatPath(conversation));
}

self.addEventListener("push", (event) => {
  const payload = chatPayload(event);
  if (payload === null) return;
  const { conversation } = payload.data;
  event.waitUntil(
    conversationOnScreen(conversation).then((onScreen) => {
      if (onScreen) return undefined;
      return self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: `${CHAT_TAG_PREFIX}${conversation}`,
        renotify: true,
        data: payload.data,
      });
    }),
  );
});

/** A Mobex window focused and told `message`, or `fallbackPath` opened when none is open. */
async function toWindow(message, fallbackPath) {
  const open = await windows();
  const target = open.find((client) => client.focused) ?? open[0];
  if (target === undefined) return self.clients.openWindow(fallbackPath);
  target.postMessage(message);
  return target.focus();
}

self.addEventListener("notificationclick", (event) => {
  const { notification } = event;
  notification.close();
  const data = notification.data ?? {};
  event.waitUntil(
    notification.tag.startsWith(CHAT_TAG_PREFIX)
      ? toWindow({ type: CHAT_MESSAGE, conversation: data.conversation }, chatPath(data.conversation))
      : toWindow({ type: CALL_MESSAGE, action: event.action || "open", callId: data.callId }, "/"),
  );
});
