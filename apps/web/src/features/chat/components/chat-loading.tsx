import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CHAT_TEXTS } from "../model/chat-texts";

/** spec 2 §2 "Chat not yet loaded". */
export function ChatLoading() {
  return (
    <Stack
      role="status"
      spacing={2}
      sx={{ alignItems: "center", justifyContent: "center", height: "100%", p: 3 }}
    >
      <CircularProgress aria-label={CHAT_TEXTS.loading} />
      <Typography variant="h6" component="p">
        {CHAT_TEXTS.loading}
      </Typography>
      <Typography color="text.secondary">{CHAT_TEXTS.loadingHint}</Typography>
    </Stack>
  );
}
