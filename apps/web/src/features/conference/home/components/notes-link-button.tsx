import InsertLinkRoundedIcon from "@mui/icons-material/InsertLinkRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import type { Editor } from "@tiptap/core";
import { type FormEvent, useState } from "react";

/** Web and mail links only: a `javascript:` address in an invitation would be a trap. */
function safeHref(text: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Links the selected words to an address, or removes the link the cursor is on. */
export function NotesLinkButton({ editor }: { readonly editor: Editor }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [address, setAddress] = useState("");
  const active = editor.isActive("link");
  const href = safeHref(address);

  const handleClick = (target: HTMLElement) => {
    if (active) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    setAddress("");
    setAnchor(target);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty)
      chain
        .insertContent({ type: "text", text: address.trim(), marks: [{ type: "link", attrs: { href } }] })
        .run();
    else chain.setLink({ href }).run();
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={active ? "Remove link" : "Add link"}
        aria-pressed={active}
        color={active ? "primary" : "default"}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => handleClick(event.currentTarget)}
      >
        <InsertLinkRoundedIcon />
      </IconButton>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Box
          component="form"
          onSubmit={handleSubmit}
          sx={{ display: "flex", gap: 1, p: 1.5, alignItems: "center" }}
        >
          <TextField
            size="small"
            autoFocus
            label="Link address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={href === null}>
            Add
          </Button>
        </Box>
      </Popover>
    </>
  );
}
