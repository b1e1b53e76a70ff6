import ChatIcon from "@mui/icons-material/Chat";
import PeopleIcon from "@mui/icons-material/People";
import SettingsIcon from "@mui/icons-material/Settings";
import Badge from "@mui/material/Badge";
import Fab from "@mui/material/Fab";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { markChatRead } from "../model/room-chat";
import { type DrawerPanel, useRoomStore } from "../model/room-store";

function open(panel: DrawerPanel): void {
  const current = useRoomStore.getState().drawer;
  useRoomStore.setState({ drawer: current === panel ? null : panel });
  if (panel === "chat") markChatRead();
}

/** spec 2 §2 "bottom-left button cluster": chat (with its unread badge), people, settings. */
export function DrawerButtons() {
  const unread = useRoomStore((state) => state.unread);
  const drawer = useRoomStore((state) => state.drawer);
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Chat">
        <Fab
          size="small"
          aria-label={unread > 0 ? `Chat, ${unread} unread` : "Chat"}
          aria-pressed={drawer === "chat"}
          onClick={() => open("chat")}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <ChatIcon />
          </Badge>
        </Fab>
      </Tooltip>
      <Tooltip title="People">
        <Fab
          size="small"
          aria-label="People"
          aria-pressed={drawer === "people"}
          onClick={() => open("people")}
        >
          <PeopleIcon />
        </Fab>
      </Tooltip>
      <Tooltip title="Settings">
        <Fab
          size="small"
          aria-label="Settings"
          aria-pressed={drawer === "settings"}
          onClick={() => open("settings")}
        >
          <SettingsIcon />
        </Fab>
      </Tooltip>
    </Stack>
  );
}
