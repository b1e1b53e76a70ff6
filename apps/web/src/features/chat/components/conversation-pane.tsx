import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import { notify } from "../../../shared/ui/notify-store";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useVideoEnabled } from "../../video/commands";
import { canSend } from "../../../services/xmpp/connection-state";
import { useChatStore } from "../model/chat-store";
import { CHAT_TEXTS } from "../model/chat-texts";
import type { ChatMessage, ConversationType } from "../model/chat-types";
import { nameOfConversation } from "../model/conversation-route";
import { openGroupDrawer } from "../model/group-drawer-store";
import { minimiseConversation } from "../model/minimise-conversation";
import { UPLOAD_TEXTS, uploadRefusal } from "../model/upload-rules";
import { activeChat } from "../runtime/active-chat";
import { useCreateConference } from "../hooks/use-create-conference";
import { ConversationHeader } from "./conversation-header";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { UploadProgressBar } from "./upload-progress-bar";

// spec 2 §9: "snackbar auto-hide 4 s (history error 6 s)".
const HISTORY_ERROR_MS = 6000;
const NO_MESSAGES: readonly ChatMessage[] = [];

/** One conversation: header, the connection's state when it is not ready, messages, composer. */
export function ConversationPane({ id, type }: { readonly id: string; readonly type: ConversationType }) {
  const conversation = useChatStore((state) => state.conversations[id]);
  const connection = useChatStore((state) => state.connection);
  const upload = useChatStore((state) => state.uploads[id]);
  const online = useChatStore((state) => (state.online[id]?.length ?? 0) > 0);
  const videoEnabled = useVideoEnabled();
  const contacts = useChatStore((state) => state.contacts);
  const groups = useChatStore((state) => state.groups);
  const name = nameOfConversation(id, type, contacts, groups);
  const group = groups.find((held) => held.groupID === id);
  const senderName = useCallback(
    (from: string) =>
      group?.members.find((member) => member.phone === from || member.extension === from)?.name ??
      contacts.find((contact) => contact.phone === from)?.name ??
      from,
    [group, contacts],
  );
  const loadOlder = useCallback(() => void activeChat()?.loadOlder(id), [id]);
  const navigate = useNavigate();
  const handleCreateConference = useCreateConference(id, type);
  const subtitle =
    type === "groupchat"
      ? `${group?.members.length ?? 0} members`
      : (contacts.find((contact) => contact.phone === id)?.extension ?? id);

  return (
    <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <ConversationHeader
        name={name}
        phone={type === "chat" ? id : null}
        subtitle={subtitle}
        videoOffered={type === "chat" && online && videoEnabled}
        onGroupSettings={
          type === "groupchat" ? () => openGroupDrawer({ kind: "settings", groupId: id }) : null
        }
        onMinimise={() => minimiseConversation(id, type, navigate)}
      />
      {connection === "disconnected" && <Alert severity="warning">{CHAT_TEXTS.offline}</Alert>}
      {(connection === "connecting" || connection === "authenticated") && (
        <Alert severity="info">{CHAT_TEXTS.instability}</Alert>
      )}
      <MessageList
        // Each conversation opens at its newest message with a fresh list of its own.
        key={id}
        messages={conversation?.messages ?? NO_MESSAGES}
        senderName={type === "groupchat" ? senderName : null}
        canLoadOlder={
          conversation !== undefined &&
          conversation.gotHistoryAtStart &&
          !conversation.historyComplete &&
          !conversation.historyFailed
        }
        onLoadOlder={loadOlder}
      />
      {upload !== undefined && <UploadProgressBar upload={upload} />}
      <MessageComposer
        onAttach={(files) => {
          const refusal = uploadRefusal(files);
          const [file] = files;
          if (refusal !== null || file === undefined) {
            notify(refusal ?? UPLOAD_TEXTS.onlyOne, "warning");
            return;
          }
          void activeChat()
            ?.sendFile(id, type, file)
            .then((failure) => failure !== null && notify(failure, "error"));
        }}
        connected={canSend(connection) && upload === undefined}
        onSend={(text) => activeChat()?.send(id, type, text) ?? false}
        onCreateConference={handleCreateConference}
      />
      <Snackbar open={conversation?.historyFailed === true} autoHideDuration={HISTORY_ERROR_MS}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={loadOlder}>
              Retry
            </Button>
          }
        >
          {CHAT_TEXTS.historyFailed}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
