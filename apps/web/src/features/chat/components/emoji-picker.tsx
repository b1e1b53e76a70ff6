import InsertEmoticonRoundedIcon from "@mui/icons-material/InsertEmoticonRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import { useState } from "react";

// A small built-in set: a full emoji library would weigh more than the rest of the chat chunk.
const EMOJIS = [..."😀😁😂🤣😊😍😘😎🤔😐🙄😴😢😭😡👍👎👏🙏💪👌✌️🤝👋🎉🎂☕🍕🔥💯✅❌⚠️❤️💔⭐📞📅📎🚀"];

/** The emoji picker beside the message field: a pick is added at the end of the text. */
export function EmojiPicker({ onPick }: { readonly onPick: (emoji: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label="Insert emoji" onClick={(event) => setAnchor(event.currentTarget)}>
        <InsertEmoticonRoundedIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "top", horizontal: "left" }}
        transformOrigin={{ vertical: "bottom", horizontal: "left" }}
      >
        <Box
          role="group"
          aria-label="Emojis"
          sx={{ display: "grid", gridTemplateColumns: "repeat(8, 36px)", p: 1 }}
        >
          {EMOJIS.map((emoji) => (
            <IconButton
              key={emoji}
              aria-label={emoji}
              onClick={() => {
                onPick(emoji);
                setAnchor(null);
              }}
              sx={{ fontSize: 20, width: 36, height: 36 }}
            >
              {emoji}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
