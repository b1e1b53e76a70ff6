import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useCapabilities } from "../../auth/commands";
import { recentConversations, useChatStore } from "../model/chat-store";
import { CHAT_TEXTS } from "../model/chat-texts";
import { conversationOfParam } from "../model/conversation-route";
import { activeChat } from "../runtime/active-chat";
import { ChatLeftPanel, type ChatTab } from "./chat-left-panel";
import { ChatLoading } from "./chat-loading";
import { ChatStart } from "./chat-start";
import { ConversationPane } from "./conversation-pane";
import { GroupDrawer } from "./group-drawer";

/**
 * spec 2 §2 Chat: /chat/ and /chat/{extension|groupId}. A left panel (3 of 12 columns, ≥ 300 px) beside the
 * conversation; on a phone one of them at a time. Leaving chat clears the active conversation.
 */
export function ChatPage() {
  const { chatEnabled } = useCapabilities();
  const loaded = useChatStore((state) => state.loaded);
  const hasChats = useChatStore((state) => recentConversations(state).length > 0);
  const contacts = useChatStore((state) => state.contacts);
  const param = useParams().id;
  const route = param === undefined ? null : conversationOfParam(param, contacts);
  // spec 2 §2: "The initial tab is chat if chat data exists, otherwise contacts."
  const [tab, setTab] = useState<ChatTab | null>(null);
  const shownTab = tab ?? (hasChats ? "chat" : "contacts");

  const groups = useChatStore((state) => state.groups);
  const navigate = useNavigate();
  // spec 2 §2: "After a group is removed or deleted while open, the app returns to /chat/."
  const groupGone =
    loaded && route?.type === "groupchat" && !groups.some((group) => group.groupID === route.id);
  useEffect(() => {
    if (groupGone) void navigate("/chat");
  }, [groupGone, navigate]);

  useEffect(() => {
    if (!loaded || route === null) return undefined;
    activeChat()?.open(route.id, route.type);
    return () => activeChat()?.close();
  }, [loaded, route?.id, route?.type]); // eslint-disable-line react-hooks/exhaustive-deps -- route is rebuilt each render; its id and type are what matter

  if (!chatEnabled) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%", p: 3 }}>
        <Button component={RouterLink} to="/" variant="outlined">
          {CHAT_TEXTS.disabled}
        </Button>
      </Box>
    );
  }
  if (!loaded) return <ChatLoading />;
  return (
    <Box
      sx={{
        display: "grid",
        // 3 of 12 columns, but never so narrow that 'Enter name or extension' is cut (at 1024 px it was).
        gridTemplateColumns: { xs: "1fr", md: "minmax(300px, 3fr) minmax(0, 9fr)" },
        height: "100%",
        minHeight: 0,
      }}
    >
      <Box
        sx={{
          display: { xs: route === null ? "flex" : "none", md: "flex" },
          minHeight: 0,
          borderRight: { md: 1 },
          borderColor: { md: "divider" },
        }}
      >
        <ChatLeftPanel tab={shownTab} onTabChange={setTab} />
      </Box>
      <Box
        sx={{
          display: { xs: route === null ? "none" : "flex", md: "flex" },
          minHeight: 0,
          minWidth: 0,
        }}
      >
        {route === null ? <ChatStart onTab={setTab} /> : <ConversationPane id={route.id} type={route.type} />}
      </Box>
      <GroupDrawer />
    </Box>
  );
}
