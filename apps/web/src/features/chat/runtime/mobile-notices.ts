import { CHAT_NOTIFY_MESSAGE_MAX, CHAT_NOTIFY_TITLE_MAX } from "@mobex/contracts/chat";
import { type MobileNotice, notifyMobile } from "../api/push-api";
import { useChatStore } from "../model/chat-store";
import type { Conversation } from "../model/chat-types";
import { nameOfConversation } from "../model/conversation-route";
import type { ChatConnectionPort } from "./chat-connection-port";

/** At most `limit` UTF-16 units (the schema's count), never half a surrogate pair. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cutText = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cutText) ? cutText.slice(0, -1) : cutText;
}

/** A notification's title (spec 2 §3 Notification): who wrote, and for a group where. */
function titleOf(conversation: Conversation, sender: string): string {
  if (conversation.type === "chat") return sender;
  const { contacts, groups } = useChatStore.getState();
  return `${sender} in ${nameOfConversation(conversation.id, conversation.type, contacts, groups)}`;
}

/**
 * spec 2 §7 chat/notifyMobile, called by the web client after sending a message: once the server
 * acked one of the user's messages, its recipients' subscribed browsers get a Web Push notification
 * (the server skips those connected to chat). A failure costs only the notification.
 */
export class MobileNotices {
  readonly #dispose: () => void;

  constructor(
    connection: Pick<ChatConnectionPort, "on">,
    private readonly phone: string,
    /** The user's name as colleagues know it. */
    private readonly sender: () => string,
    private readonly notify: (notice: MobileNotice) => Promise<void> = notifyMobile,
  ) {
    this.#dispose = connection.on("acked", (id) => this.#handleAcked(id));
  }

  dispose(): void {
    this.#dispose();
  }

  #handleAcked(id: string): void {
    for (const conversation of Object.values(useChatStore.getState().conversations)) {
      const message = conversation.messages.find((held) => held.id === id && held.me);
      if (message === undefined) continue;
      const notice = {
        phone: this.phone,
        title: cut(titleOf(conversation, this.sender()), CHAT_NOTIFY_TITLE_MAX),
        message: cut(message.body, CHAT_NOTIFY_MESSAGE_MAX),
        messageId: id,
        messageTo: conversation.id,
      };
      this.notify(notice).catch((error: unknown) => console.info("chat/notifyMobile failed", error));
      return;
    }
  }
}
