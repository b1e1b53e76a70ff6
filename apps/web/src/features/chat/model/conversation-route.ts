import { CHAT_GROUP_ID_PATTERN, type ChatContact, type ChatGroup } from "@mobex/contracts/chat";
import type { ConversationType } from "./chat-types";

export interface RouteConversation {
  readonly id: string;
  readonly type: ConversationType;
}

/**
 * spec 2 §2: /chat/{extension} is a colleague, /chat/{groupId} a group (a groupId is never all
 * digits, chat-design.md). A colleague's conversation is kept under their phone.
 */
export function conversationOfParam(param: string, contacts: readonly ChatContact[]): RouteConversation {
  if (CHAT_GROUP_ID_PATTERN.test(param)) return { id: param, type: "groupchat" };
  const contact = contacts.find((held) => held.extension === param || held.phone === param);
  return { id: contact?.phone ?? param, type: "chat" };
}

/** The path of a conversation: a colleague by extension, a group by id. */
export function pathOfConversation(
  id: string,
  type: ConversationType,
  contacts: readonly ChatContact[],
): string {
  if (type === "groupchat") return `/chat/${id}`;
  return `/chat/${contacts.find((contact) => contact.phone === id)?.extension ?? id}`;
}

/** What a conversation is called: the colleague's or the group's name, else its number. */
export function nameOfConversation(
  id: string,
  type: ConversationType,
  contacts: readonly ChatContact[],
  groups: readonly ChatGroup[],
): string {
  if (type === "groupchat") return groups.find((group) => group.groupID === id)?.groupDescription ?? id;
  return contacts.find((contact) => contact.phone === id)?.name ?? id;
}
