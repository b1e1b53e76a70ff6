import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import { NotesToolbar } from "./notes-toolbar";

interface NotesEditorProps {
  readonly label: string;
  /** The notes' HTML; read once — the drawer remounts the editor (a new key) to reset it. */
  readonly initialHtml: string;
  /** The notes as HTML, "" when empty; the server sanitises whatever arrives. */
  readonly onChange: (html: string) => void;
}

// spec 2 §2 "rich-text notes": bold, italic, lists and links; nothing a mail client renders badly.
const extensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
  }),
];

/** The Schedule drawer's notes: a tiptap (ProseMirror) editor mounted into this component's box. */
export function NotesEditor({ label, initialHtml, onChange }: NotesEditorProps) {
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The toolbar shows which marks apply where the cursor is: it draws again on each transaction.
  const [, setRevision] = useState(0);

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const instance = new Editor({
      element: host.current,
      extensions,
      content: initialHtml,
      editorProps: {
        attributes: { role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId },
      },
      onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
      onTransaction: () => setRevision((count) => count + 1),
    });
    setEditor(instance);
    return () => instance.destroy();
    // initialHtml is read once by design (see its comment); a new value comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelId]);

  return (
    <Box>
      <Typography id={labelId} variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={(theme) => ({
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 1,
          "&:focus-within": { borderColor: theme.palette.primary.main },
        })}
      >
        {editor !== null && <NotesToolbar editor={editor} />}
        <Box
          ref={host}
          sx={{
            px: 1.5,
            "& .ProseMirror": { minHeight: 96, maxHeight: 240, overflowY: "auto", outline: "none", py: 1 },
            "& .ProseMirror p": { my: 0.5 },
            "& .ProseMirror a": { color: "primary.main" },
          }}
        />
      </Box>
    </Box>
  );
}
