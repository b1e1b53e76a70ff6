import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type DrawerPanel, useRoomStore } from "../model/room-store";
import { ChatPanel } from "./chat-panel";
import { PeoplePanel } from "./people-panel";
import { SettingsPanel } from "./settings-panel";

const titles: Record<DrawerPanel, string> = { chat: "Chat", people: "People", settings: "Settings" };

/** spec 2 §2 "left drawer (25% wide, min 250 px)" with the chat, people and settings panels. */
export function RoomDrawer() {
  const panel = useRoomStore((state) => state.drawer);
  if (panel === null) return null;
  return (
    <Box
      component="aside"
      aria-label={titles[panel]}
      sx={{
        width: { xs: "100%", sm: "25%" },
        minWidth: 250,
        position: { xs: "absolute", sm: "relative" },
        inset: { xs: 0, sm: "auto" },
        // Over the controls on a phone, where it covers the whole room.
        zIndex: 4,
        height: "100%",
        color: "text.primary",
        display: "flex",
        flexDirection: "column",
        bgcolor: "background.paper",
        borderRight: 1,
        borderColor: "divider",
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: "center", px: 1.5, py: 0.5, borderBottom: 1, borderColor: "divider" }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {titles[panel]}
        </Typography>
        <IconButton
          aria-label={`Close ${titles[panel].toLowerCase()}`}
          onClick={() => useRoomStore.setState({ drawer: null })}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {panel === "chat" && <ChatPanel />}
        {panel === "people" && <PeoplePanel />}
        {panel === "settings" && <SettingsPanel />}
      </Box>
    </Box>
  );
}
