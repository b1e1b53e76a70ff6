import SentimentDissatisfiedRoundedIcon from "@mui/icons-material/SentimentDissatisfiedRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";
import { useChatStore } from "../model/chat-store";
import { CHAT_TEXTS } from "../model/chat-texts";

/** spec 2 §2 /error: the chat failed; the stored error and what may help. */
export function ChatErrorPage() {
  const error = useChatStore((state) => state.error);
  return (
    <FullScreenMessage
      fill="area"
      icon={<SentimentDissatisfiedRoundedIcon />}
      title={CHAT_TEXTS.errorTitle}
      text={
        <Box component="span" sx={{ display: "block", textAlign: "left" }}>
          {error !== null && (
            <Typography component="span" sx={{ display: "block", mb: 1 }} color="error">
              {error}
            </Typography>
          )}
          <Typography component="span" sx={{ display: "block" }}>
            Try to reload the page, log out and in again, or delete your browser cache. If nothing helps,
            contact support.
          </Typography>
        </Box>
      }
    />
  );
}
