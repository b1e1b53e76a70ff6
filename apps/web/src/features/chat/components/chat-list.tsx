import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { UnreadBadge } from "../../../shared/ui/unread-badge";
import { type ChatState, lastTextOf, recentConversations, useChatStore } from "../model/chat-store";
import type { ConversationType } from "../model/chat-types";
import { conversationOfParam, nameOfConversation, pathOfConversation } from "../model/conversation-route";
import type { ChatTab } from "./chat-left-panel";

interface Row {
  readonly id: string;
  readonly type: ConversationType;
  readonly name: string;
  readonly secondary: string;
  readonly phone: string;
  readonly unread: number;
}

function rowsOf(tab: ChatTab, state: Pick<ChatState, "conversations" | "contacts" | "groups">): Row[] {
  if (tab === "contacts") {
    return state.contacts.map((contact) => ({
      id: contact.phone,
      type: "chat" as const,
      name: contact.name,
      secondary: contact.extension,
      phone: contact.phone,
      unread: 0,
    }));
  }
  if (tab === "groups") {
    return state.groups.map((group) => ({
      id: group.groupID,
      type: "groupchat" as const,
      name: group.groupDescription,
      secondary: `${group.members.length} members`,
      phone: "",
      unread: state.conversations[group.groupID]?.unread ?? 0,
    }));
  }
  return recentConversations(state).map((conversation) => ({
    id: conversation.id,
    type: conversation.type,
    name: nameOfConversation(conversation.id, conversation.type, state.contacts, state.groups),
    secondary: lastTextOf(conversation),
    phone: conversation.type === "chat" ? conversation.id : "",
    unread: conversation.unread,
  }));
}

/** The rows of one tab of the left panel, filtered by name or extension. */
export function ChatList({ tab, search }: { readonly tab: ChatTab; readonly search: string }) {
  const state = useChatStore(
    useShallow(({ conversations, contacts, groups }) => ({ conversations, contacts, groups })),
  );
  const { contacts } = state;
  const rows = useMemo(() => rowsOf(tab, state), [tab, state]);
  const param = useParams().id;
  const activeId = param === undefined ? null : conversationOfParam(param, contacts).id;
  const shown = rows.filter(
    (row) =>
      search === "" ||
      row.name.toLowerCase().includes(search) ||
      row.secondary.includes(search) ||
      row.phone.includes(search),
  );
  return (
    <List aria-label={`${tab} list`} sx={{ overflowY: "auto", flex: 1, minHeight: 0 }}>
      {shown.map((row) => (
        <ListItemButton
          key={`${row.type}:${row.id}`}
          component={RouterLink}
          to={pathOfConversation(row.id, row.type, contacts)}
          selected={row.id === activeId}
        >
          <ListItemAvatar>
            <UnreadBadge count={row.unread}>
              <PersonAvatar phone={row.phone || undefined} hash={undefined} name={row.name} size={40} />
            </UnreadBadge>
          </ListItemAvatar>
          <ListItemText
            primary={row.name}
            secondary={row.secondary}
            slotProps={{ secondary: { noWrap: true }, primary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
