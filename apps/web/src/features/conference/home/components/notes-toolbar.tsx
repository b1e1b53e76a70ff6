import FormatBoldRoundedIcon from "@mui/icons-material/FormatBoldRounded";
import FormatItalicRoundedIcon from "@mui/icons-material/FormatItalicRounded";
import FormatListBulletedRoundedIcon from "@mui/icons-material/FormatListBulletedRounded";
import FormatListNumberedRoundedIcon from "@mui/icons-material/FormatListNumberedRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { Editor } from "@tiptap/core";
import type { ReactNode } from "react";
import { NotesLinkButton } from "./notes-link-button";

interface Format {
  readonly label: string;
  readonly icon: ReactNode;
  readonly mark: string;
  readonly toggle: (editor: Editor) => void;
}

const FORMATS: readonly Format[] = [
  {
    label: "Bold",
    icon: <FormatBoldRoundedIcon />,
    mark: "bold",
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    icon: <FormatItalicRoundedIcon />,
    mark: "italic",
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Bulleted list",
    icon: <FormatListBulletedRoundedIcon />,
    mark: "bulletList",
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    icon: <FormatListNumberedRoundedIcon />,
    mark: "orderedList",
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The notes' formatting buttons; each shows whether its format applies where the cursor is. */
export function NotesToolbar({ editor }: { readonly editor: Editor }) {
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={(theme) => ({
        display: "flex",
        gap: 0.25,
        p: 0.5,
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      {FORMATS.map((format) => {
        const active = editor.isActive(format.mark);
        return (
          <IconButton
            key={format.mark}
            size="small"
            aria-label={format.label}
            aria-pressed={active}
            color={active ? "primary" : "default"}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format.toggle(editor)}
          >
            {format.icon}
          </IconButton>
        );
      })}
      <NotesLinkButton editor={editor} />
    </Box>
  );
}
