import ForumRoundedIcon from "@mui/icons-material/ForumRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CHAT_TEXTS } from "../model/chat-texts";
import type { ChatTab } from "./chat-left-panel";

/** spec 2 §2 "No conversation selected", with the buttons that open the contacts and groups tabs. */
export function ChatStart({ onTab }: { readonly onTab: (tab: ChatTab) => void }) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: "center", justifyContent: "center", flex: 1, p: 3, textAlign: "center" }}
    >
      <Box sx={{ color: "primary.main", "& svg": { fontSize: 56 } }}>
        <ForumRoundedIcon />
      </Box>
      <Typography variant="h5" component="h1">
        {CHAT_TEXTS.startTitle}
      </Typography>
      <Typography color="text.secondary">{CHAT_TEXTS.startText}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={() => onTab("contacts")}>
          {CHAT_TEXTS.withContact}
        </Button>
        <Button variant="outlined" onClick={() => onTab("groups")}>
          {CHAT_TEXTS.inGroup}
        </Button>
      </Stack>
    </Stack>
  );
}
