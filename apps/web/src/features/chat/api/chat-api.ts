import {
  type ChatContact,
  type ChatGroup,
  type ChatHistoryPage,
  type ChatRecent,
  CHAT_HISTORY_PAGE,
  chatConfirmMessageEndpoint,
  chatGroupHistoryEndpoint,
  chatGroupListEndpoint,
  chatHistoryEndpoint,
  chatRecentEndpoint,
  chatUsersListEndpoint,
} from "@mobex/contracts/chat";
import { call, dataOf } from "../../../shared/api/api-client";

/** spec 2 §7 chat/users/list: the colleagues one can chat with. */
export async function fetchChatContacts(): Promise<ChatContact[]> {
  return dataOf(await call(chatUsersListEndpoint, {}));
}

/** spec 2 §7 chat/recent: each conversation's last message and unread count. */
export async function fetchRecent(phone: string): Promise<ChatRecent[]> {
  return dataOf(await call(chatRecentEndpoint, { phone }));
}

/** spec 2 §7 chat/muc/list: the groups the user is in. */
export async function fetchGroups(phone: string): Promise<ChatGroup[]> {
  return dataOf(await call(chatGroupListEndpoint, { phone }));
}

/** spec 2 §7 chat/history and chatGroup/history: the page of 30 before `lastSequ` (the newest page when null). */
export async function fetchHistoryPage(
  conversation: { readonly id: string; readonly type: "chat" | "groupchat" },
  phone: string,
  lastSequ: number | null,
): Promise<ChatHistoryPage> {
  const page = { lastSequ: lastSequ ?? 0, limit: CHAT_HISTORY_PAGE };
  return conversation.type === "groupchat"
    ? dataOf(await call(chatGroupHistoryEndpoint, { groupName: conversation.id, ...page }))
    : dataOf(await call(chatHistoryEndpoint, { phone, chatWith: conversation.id, ...page }));
}

/** spec 2 §7 chat/confirmMessage: the conversation is read up to `messageId` (the server's unread count follows, for other devices). */
export async function confirmRead(messageId: string, groupChat: boolean): Promise<void> {
  dataOf(await call(chatConfirmMessageEndpoint, { messageId, messageInformation: "read", groupChat }));
}
