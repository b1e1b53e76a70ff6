import GroupAddRoundedIcon from "@mui/icons-material/GroupAddRounded";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useState } from "react";
import { SearchField } from "../../../shared/ui/search-field";
import { CHAT_TEXTS } from "../model/chat-texts";
import { openGroupDrawer } from "../model/group-drawer-store";
import { ChatList } from "./chat-list";

export type ChatTab = "chat" | "contacts" | "groups";

interface ChatLeftPanelProps {
  readonly tab: ChatTab;
  readonly onTabChange: (tab: ChatTab) => void;
}

/** spec 2 §2 left panel: search (input lowercased) and the chat, contacts and groups tabs. */
export function ChatLeftPanel({ tab, onTabChange }: ChatLeftPanelProps) {
  const [search, setSearch] = useState("");
  return (
    <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <Stack sx={{ p: 1.5, pb: 0, pr: { xs: 5, md: 1.5 }, "& .MuiOutlinedInput-root": { width: "100%" } }}>
        <SearchField
          label="Search chats"
          placeholder={CHAT_TEXTS.searchPlaceholder}
          value={search}
          onChange={(value) => setSearch(value.toLowerCase())}
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: ChatTab) => onTabChange(value)}
        variant="fullWidth"
        sx={{ "& .MuiTab-root": { minWidth: 0, px: 1 } }}
      >
        <Tab value="chat" label="chat" />
        <Tab value="contacts" label="contacts" />
        <Tab value="groups" label="groups" />
      </Tabs>
      {tab === "groups" && (
        <Button
          startIcon={<GroupAddRoundedIcon />}
          onClick={() => openGroupDrawer({ kind: "create" })}
          sx={{ m: 1 }}
        >
          create group
        </Button>
      )}
      <ChatList tab={tab} search={search} />
    </Stack>
  );
}
