import { useEffect } from "react";
import { useNavigate } from "react-router";

// The questions and clicks public/mobex-sw.mjs sends about chat notifications.
const NOTIFICATION_CLICK = "mobex-chat-notification";
const SHOWN_PATH_QUESTION = "mobex-shown-path";

interface WorkerMessage {
  readonly type?: unknown;
  readonly conversation?: unknown;
}

const isWorkerMessage = (data: unknown): data is WorkerMessage => typeof data === "object" && data !== null;

/**
 * The service worker's chat messages: a push asks which path this window shows (a focused window
 * that shows the conversation gets no notification), and a click on a chat notification (spec 2 §3
 * Notification data: conversation) opens /chat/<conversation> here.
 */
export function useChatWorkerMessages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return undefined;
    const handleMessage = (event: MessageEvent) => {
      if (!isWorkerMessage(event.data)) return;
      const { type, conversation } = event.data;
      if (type === SHOWN_PATH_QUESTION) event.ports[0]?.postMessage(window.location.pathname);
      if (type === NOTIFICATION_CLICK && typeof conversation === "string" && conversation !== "")
        void navigate(`/chat/${encodeURIComponent(conversation)}`);
    };
    navigator.serviceWorker.addEventListener("message", handleMessage);
    return () => navigator.serviceWorker.removeEventListener("message", handleMessage);
  }, [navigate]);
}
