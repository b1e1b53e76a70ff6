import type { ChatStanza } from "../../../services/xmpp/chat-stanza";
import { jidOf, updateConversation, updateMessagesHolding, useChatStore } from "./chat-store";
import { insertMessage, markAcked, markConfirmed } from "./ticks";

/** What the runtime must do after a stanza changed the store. */
export type Followup =
  | { readonly kind: "incoming"; readonly conversationId: string }
  | { readonly kind: "readElsewhere"; readonly conversationId: string }
  /** An invitation, or members added to or removed from a group: the groups are read again. */
  | { readonly kind: "groupsChanged" }
  | { readonly kind: "leftGroup"; readonly conversationId: string }
  | { readonly kind: "none" };

const NONE: Followup = { kind: "none" };

/**
 * Applies one incoming stanza to the chat store (spec 2 §4): messages (one's own from another
 * device by carbon, a room's echo of one's own as its ack), receipts and read markers with the rule
 * that they mark earlier messages, a read marker of one's other device (by carbon, or reflected by
 * a room) clearing the unread count,
 * and stanza errors on the message they name.
 */
export function receiveStanza(
  stanza: ChatStanza,
  myPhone: string,
  isOnScreen: (id: string) => boolean,
): Followup {
  switch (stanza.kind) {
    case "message": {
      const group = stanza.type === "groupchat";
      const me = group ? stanza.from.resource === myPhone : stanza.from.local === myPhone;
      const conversationId = group || !me ? stanza.from.local : stanza.to.local;
      const from = group ? stanza.from.resource : stanza.from.local;
      const timestamp = stanza.stamp?.getTime() ?? Date.now();
      updateConversation(conversationId, stanza.type, (conversation) => {
        if (me && conversation.messages.some((message) => message.id === stanza.id)) {
          return { ...conversation, messages: markAcked(conversation.messages, stanza.id) };
        }
        const message = {
          id: stanza.id,
          body: stanza.body,
          timestamp,
          from,
          me,
          status: "acked" as const,
          ...(stanza.file !== null && { file: stanza.file }),
          ...(stanza.conference !== null && { conference: stanza.conference }),
        };
        const messages = insertMessage(conversation.messages, message);
        if (messages === conversation.messages) return conversation;
        const unread = me || isOnScreen(conversationId) ? conversation.unread : conversation.unread + 1;
        return { ...conversation, messages, unread };
      });
      return me ? NONE : { kind: "incoming", conversationId };
    }
    case "receipt":
    case "displayed": {
      const { domain } = useChatStore.getState();
      const group = stanza.from.bare === jidOf(stanza.from.local, "groupchat", domain);
      // XEP-0045 §7.4: a room reflects one's own markers back from one's nick, to every device.
      const byMe = stanza.carbon === "sent" || (group ? stanza.from.resource : stanza.from.local) === myPhone;
      if (byMe) {
        if (stanza.kind === "receipt") return NONE;
        return { kind: "readElsewhere", conversationId: group ? stanza.from.local : stanza.to.local };
      }
      const status = stanza.kind === "receipt" ? "received" : "read";
      updateConversation(stanza.from.local, group ? "groupchat" : "chat", (conversation) => {
        const messages = markConfirmed(conversation.messages, stanza.id, status);
        return messages === conversation.messages ? conversation : { ...conversation, messages };
      });
      return NONE;
    }
    case "presence": {
      const { local, resource } = stanza.from;
      if (local === myPhone) return NONE;
      useChatStore.setState((state) => {
        const devices = (state.online[local] ?? []).filter((held) => held !== resource);
        return { online: { ...state.online, [local]: stanza.available ? [...devices, resource] : devices } };
      });
      return NONE;
    }
    case "invite":
    case "membersChanged":
      return { kind: "groupsChanged" };
    case "roomExit":
      return { kind: "leftGroup", conversationId: stanza.room.local };
    case "error":
      updateMessagesHolding(stanza.id, (messages) =>
        messages.map((message) =>
          message.id === stanza.id ? { ...message, error: stanza.text || "Something is wrong" } : message,
        ),
      );
      return NONE;
  }
}
