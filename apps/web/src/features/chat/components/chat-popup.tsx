import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import OpenInFullRoundedIcon from "@mui/icons-material/OpenInFullRounded";
import RemoveRoundedIcon from "@mui/icons-material/RemoveRounded";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { canSend } from "../../../services/xmpp/connection-state";
import { useChatStore } from "../model/chat-store";
import type { ChatMessage } from "../model/chat-types";
import { nameOfConversation, pathOfConversation } from "../model/conversation-route";
import { POPUP_WIDTH_PX } from "../model/popup-stack";
import {
  type PopupConversation,
  activatePopup,
  clearPopupUpdate,
  closeChatPopup,
  togglePopupMinimised,
  usePopupStore,
} from "../model/popup-store";
import { activeChat } from "../runtime/active-chat";
import { useCreateConference } from "../hooks/use-create-conference";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { UpdateMarker } from "./update-marker";

const NO_MESSAGES: readonly ChatMessage[] = [];
const POPUP_BODY_HEIGHT_PX = 340;

/** One chat popup (spec 2 §2): a small conversation docked at the bottom; minimise, open in chat, close. */
export function ChatPopup({ conversation }: { readonly conversation: PopupConversation }) {
  const { id, type } = conversation;
  const minimised = usePopupStore((state) => state.minimised.includes(id));
  const updated = usePopupStore((state) => state.updated.includes(id));
  const messages = useChatStore((state) => state.conversations[id]?.messages ?? NO_MESSAGES);
  const unread = useChatStore((state) => state.conversations[id]?.unread ?? 0);
  const connection = useChatStore((state) => state.connection);
  const contacts = useChatStore((state) => state.contacts);
  const groups = useChatStore((state) => state.groups);
  const name = nameOfConversation(id, type, contacts, groups);
  const navigate = useNavigate();
  const handleCreateConference = useCreateConference(id, type);
  const loadOlder = useCallback(() => void activeChat()?.loadOlder(id), [id]);

  useEffect(() => {
    activeChat()?.show(id, type);
  }, [id, type]);
  useEffect(() => {
    if (minimised) return;
    activeChat()?.markRead(id);
    // Shown now (expanded, or moved out from under 'More Popups'): its update is seen.
    clearPopupUpdate(id);
  }, [minimised, id, messages]);

  return (
    <Paper
      role="dialog"
      aria-label={`Chat with ${name}`}
      elevation={8}
      onFocusCapture={() => activatePopup(id)}
      onPointerDown={() => activatePopup(id)}
      sx={{
        width: POPUP_WIDTH_PX,
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
        borderRadius: "12px 12px 0 0",
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: "center", pl: 1.5, bgcolor: "primary.main", color: "primary.contrastText" }}
      >
        <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
          {unread > 0 ? `${name} (${unread})` : name}
        </Typography>
        {updated && <UpdateMarker />}
        <IconButton
          size="small"
          color="inherit"
          aria-label={minimised ? "Expand chat" : "Minimise chat"}
          onClick={() => togglePopupMinimised(id)}
        >
          <RemoveRoundedIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="inherit"
          aria-label="Open in chat"
          onClick={() => {
            closeChatPopup(id);
            void navigate(pathOfConversation(id, type, contacts));
          }}
        >
          <OpenInFullRoundedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="inherit" aria-label="Close chat" onClick={() => closeChatPopup(id)}>
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      </Stack>
      {!minimised && (
        <Stack sx={{ height: POPUP_BODY_HEIGHT_PX, bgcolor: "background.paper" }}>
          <MessageList messages={messages} senderName={null} canLoadOlder={false} onLoadOlder={loadOlder} />
          <MessageComposer
            compact
            connected={canSend(connection)}
            onSend={(text) => activeChat()?.send(id, type, text) ?? false}
            onCreateConference={handleCreateConference}
          />
        </Stack>
      )}
    </Paper>
  );
}
