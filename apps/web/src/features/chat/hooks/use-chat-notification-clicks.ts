import { useEffect } from "react";
import { useNavigate } from "react-router";

// Sent by public/mobex-sw.mjs when a chat notification is clicked.
const MESSAGE_TYPE = "mobex-chat-notification";

const conversationOf = (data: unknown): string | null => {
  if (typeof data !== "object" || data === null) return null;
  const { type, conversation } = data as { type?: unknown; conversation?: unknown };
  return type === MESSAGE_TYPE && typeof conversation === "string" && conversation !== "" ? conversation : null;
};

/** A click on a chat notification (spec 2 §3 Notification data: conversation) opens /chat/<conversation>. */
export function useChatNotificationClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return undefined;
    const handleMessage = (event: MessageEvent) => {
      const conversation = conversationOf(event.data);
      if (conversation !== null) void navigate(`/chat/${encodeURIComponent(conversation)}`);
    };
    navigator.serviceWorker.addEventListener("message", handleMessage);
    return () => navigator.serviceWorker.removeEventListener("message", handleMessage);
  }, [navigate]);
}
