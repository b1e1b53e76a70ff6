import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { activeRoom } from "../model/active-room";
import { showRoomNotice } from "../model/room-notices";
import { useRoomStore } from "../model/room-store";

const timeOf = (date: string) =>
  new Date(date).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** The room chat (spec 2 §2, §5): Enter sends, Shift+Enter adds a line, blank messages are not sent. */
export function ChatPanel() {
  const messages = useRoomStore((state) => state.messages);
  const [draft, setDraft] = useState("");
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => end.current?.scrollIntoView({ block: "end" }), [messages.length]);

  const handleSend = () => {
    const text = draft.trim();
    if (text === "") return;
    setDraft("");
    activeRoom()
      ?.sendChat(text)
      .catch((error: unknown) =>
        showRoomNotice(error instanceof Error ? error.message : String(error), "error", 4_000),
      );
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      handleSend();
    }
  };

  return (
    <Stack sx={{ height: "100%" }}>
      <Box role="log" aria-label="Room chat" sx={{ flex: 1, overflow: "auto", p: 1.5 }}>
        {messages.map((message) => (
          <Box key={message.id} sx={{ mb: 1.5, textAlign: message.own ? "right" : "left" }}>
            <Typography variant="caption" sx={{ color: message.colour, fontWeight: 600 }}>
              {message.own ? "You" : message.display} · {timeOf(message.date)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.text}
            </Typography>
          </Box>
        ))}
        <div ref={end} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: "flex-end" }}>
        <TextField
          label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2_000 } }}
        />
        <IconButton
          aria-label="Send message"
          color="primary"
          disabled={draft.trim() === ""}
          onClick={handleSend}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
