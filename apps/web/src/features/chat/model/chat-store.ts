import type { ChatContact, ChatGroup } from "@mobex/contracts/chat";
import { create } from "zustand";
import type { ChatConnectionState } from "../../../services/xmpp/connection-state";
import { type ChatMessage, type Conversation, type ConversationType, emptyConversation } from "./chat-types";

/** A file on its way to chat/storage (spec 2 §4 "Upload: shows progress per conversation"). */
export interface ChatUpload {
  readonly name: string;
  readonly sentBytes: number;
  /** 0 until the request's size is known. */
  readonly totalBytes: number;
}

/** Live chat state (STYLE.md: protocol state in a small zustand store fed by the service). */
export interface ChatState {
  readonly connection: ChatConnectionState;
  /** The last messaging error (spec 2 §8), shown on /error. */
  readonly error: string | null;
  /** The user's own phone (their JID's local part and their nick in rooms); "" before sign-in. */
  readonly myPhone: string;
  readonly domain: string;
  readonly conversations: Readonly<Record<string, Conversation>>;
  /** The conversation on screen; null on /chat/. */
  readonly activeId: string | null;
  readonly contacts: readonly ChatContact[];
  readonly groups: readonly ChatGroup[];
  /** chat/recent and the contacts have answered once: the chat screen can show (spec 2 §2 'Chat is loading...'). */
  readonly loaded: boolean;
  /** Files being uploaded, by conversation id (spec 2 §4 "Upload: shows progress per conversation"). */
  readonly uploads: Readonly<Record<string, ChatUpload>>;
  /** The online devices (resources) of each colleague, by phone (RFC 6121 presence). */
  readonly online: Readonly<Record<string, readonly string[]>>;
}

const INITIAL: ChatState = {
  connection: "disconnected",
  error: null,
  myPhone: "",
  domain: "",
  conversations: {},
  activeId: null,
  contacts: [],
  groups: [],
  loaded: false,
  uploads: {},
  online: {},
};

export const useChatStore = create<ChatState>()(() => INITIAL);

export function resetChatStore(): void {
  useChatStore.setState(INITIAL, true);
}

/** A direct conversation's room in the store is the colleague's phone; a group's, its groupId. */
export function jidOf(id: string, type: ConversationType, domain: string): string {
  return type === "groupchat" ? `${id}@conference.${domain}` : `${id}@${domain}`;
}

/** Applies `change` to conversation `id`, creating it first when it is new. */
export function updateConversation(
  id: string,
  type: ConversationType,
  change: (conversation: Conversation) => Conversation,
): void {
  useChatStore.setState((state) => {
    const current = state.conversations[id] ?? emptyConversation(id, type, jidOf(id, type, state.domain));
    const next = change(current);
    return next === current ? state : { conversations: { ...state.conversations, [id]: next } };
  });
}

export function ensureConversation(id: string, type: ConversationType): void {
  useChatStore.setState((state) =>
    state.conversations[id] !== undefined
      ? state
      : {
          conversations: {
            ...state.conversations,
            [id]: emptyConversation(id, type, jidOf(id, type, state.domain)),
          },
        },
  );
}

/** spec 2 §4: a group one was removed from, or that was deleted, leaves the recent list (and the groups). */
export function dropGroup(id: string): void {
  useChatStore.setState((state) => {
    const { [id]: _dropped, ...conversations } = state.conversations;
    return { conversations, groups: state.groups.filter((group) => group.groupID !== id) };
  });
}

/** Changes the messages of whichever conversation holds message `id` (receipts for a group name no conversation). */
export function updateMessagesHolding(
  id: string,
  change: (messages: readonly ChatMessage[]) => readonly ChatMessage[],
): void {
  const conversation = Object.values(useChatStore.getState().conversations).find((held) =>
    held.messages.some((message) => message.id === id),
  );
  if (conversation === undefined) return;
  updateConversation(conversation.id, conversation.type, (current) => {
    const messages = change(current.messages);
    return messages === current.messages ? current : { ...current, messages };
  });
}

export const selectUnreadTotal = (state: ChatState): number =>
  Object.values(state.conversations).reduce((total, conversation) => total + conversation.unread, 0);

/** The recent list (spec 2 §2 chat tab): conversations with a message, newest first. */
export function recentConversations(state: Pick<ChatState, "conversations">): Conversation[] {
  return Object.values(state.conversations)
    .filter((conversation) => lastTimestampOf(conversation) > 0)
    .sort((a, b) => lastTimestampOf(b) - lastTimestampOf(a));
}

export function lastTimestampOf(conversation: Conversation): number {
  return conversation.messages.at(-1)?.timestamp ?? conversation.lastTimestamp;
}

export function lastTextOf(conversation: Conversation): string {
  return conversation.messages.at(-1)?.body ?? conversation.lastText;
}
