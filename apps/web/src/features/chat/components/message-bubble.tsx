import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ChatMessage } from "../model/chat-types";
import { firstLink } from "../model/first-link";
import { memberColour } from "../model/message-rows";
import { ConferenceCard } from "./conference-card";
import { LinkPreviewCard } from "./link-preview-card";
import { MessageFile } from "./message-file";
import { MessageTicks } from "./message-ticks";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

interface MessageBubbleProps {
  readonly message: ChatMessage;
  /** The writer's name, above the first of their messages in a group; null otherwise. */
  readonly sender: string | null;
}

/** One message: its text, time, ticks when one's own, and its error (spec 2 §8) when it has one. */
export function MessageBubble({ message, sender }: MessageBubbleProps) {
  // A file's or a conference's body is its own card: no preview of the text's link.
  const link =
    message.file === undefined && message.conference === undefined ? firstLink(message.body) : null;
  return (
    <Stack
      role="listitem"
      sx={{ alignItems: message.me ? "flex-end" : "flex-start", px: { xs: 1.5, sm: 3 }, py: 0.375 }}
    >
      <Box
        sx={{
          // A conference card keeps its title on one line in a 260 px popup.
          maxWidth: message.conference === undefined ? { xs: "85%", md: "70%" } : "85%",
          px: 1.5,
          py: 0.75,
          borderRadius: 2.5,
          bgcolor: message.me ? "primary.main" : "action.hover",
          color: message.me ? "primary.contrastText" : "text.primary",
        }}
      >
        {sender !== null && (
          <Typography
            variant="caption"
            component="p"
            sx={{ fontWeight: 600, color: memberColour(message.from) }}
          >
            {sender}
          </Typography>
        )}
        {message.file !== undefined ? (
          <MessageFile file={message.file} />
        ) : message.conference !== undefined ? (
          <ConferenceCard conference={message.conference} />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {message.body}
          </Typography>
        )}
        {link !== null && <LinkPreviewCard link={link} />}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", mt: 0.25 }}>
        <Typography variant="caption" color="text.secondary">
          {timeFormat.format(message.timestamp)}
        </Typography>
        {message.me && <MessageTicks status={message.status} />}
      </Stack>
      {message.error !== undefined && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "warning.main" }}>
          <ErrorOutlineRoundedIcon sx={{ fontSize: 14 }} />
          <Typography variant="caption">{message.error}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
