import AttachFileRoundedIcon from "@mui/icons-material/AttachFileRounded";
import SendRoundedIcon from "@mui/icons-material/SendRounded";
import VideoCallRoundedIcon from "@mui/icons-material/VideoCallRounded";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { EmojiPicker } from "./emoji-picker";

interface MessageComposerProps {
  readonly connected: boolean;
  /** Sends the text; false when nothing was sent (blank, disconnected): the text stays. */
  readonly onSend: (text: string) => boolean;
  /** In a 260 px popup: no emoji button, tighter padding. */
  readonly compact?: boolean;
  /** Files chosen to share (spec 2 §5: one at a time); no attach button without it. */
  readonly onAttach?: (files: File[]) => void;
  /** spec 2 §2 input bar "create videoconference": shares a new room's link in the conversation. */
  readonly onCreateConference: () => void;
}

/** spec 2 §5: Enter sends, Shift+Enter adds a line; blank text and a disconnected chat send nothing. */
export function MessageComposer({
  connected,
  onSend,
  compact = false,
  onAttach,
  onCreateConference,
}: MessageComposerProps) {
  const [text, setText] = useState("");
  const sendable = connected && text.trim() !== "";
  const handleSend = () => {
    if (sendable && onSend(text)) setText("");
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: "flex-end",
        p: 1.5,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      {!compact && <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />}
      {onAttach !== undefined && (
        <IconButton aria-label="Attach a file" component="label" disabled={!connected}>
          <AttachFileRoundedIcon />
          <input
            hidden
            type="file"
            multiple
            onChange={(event) => {
              onAttach([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </IconButton>
      )}
      <IconButton
        aria-label="Create videoconference"
        disabled={!connected}
        onClick={onCreateConference}
        size={compact ? "small" : "medium"}
      >
        <VideoCallRoundedIcon fontSize={compact ? "small" : "medium"} />
      </IconButton>
      <InputBase
        multiline
        maxRows={6}
        value={text}
        placeholder="Write a message"
        inputProps={{ "aria-label": "Message" }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          handleSend();
        }}
        sx={{ flex: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: "action.hover" }}
      />
      <IconButton aria-label="Send message" color="primary" disabled={!sendable} onClick={handleSend}>
        <SendRoundedIcon />
      </IconButton>
    </Stack>
  );
}
