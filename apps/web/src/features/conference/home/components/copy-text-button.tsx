import ContentCopyRoundedIcon from "@mui/icons-material/ContentCopyRounded";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useCopyLabel } from "../hooks/use-copy-label";

interface CopyTextButtonProps {
  /** What is copied and shown, e.g. the room code. */
  readonly text: string;
  /** What the button says it does, e.g. "Copy room code"; 'Copied!' for 3 s after a copy. */
  readonly label: string;
}

/** spec 2 §2 New tile: the code and the link, "each clickable to copy". */
export function CopyTextButton({ text, label }: CopyTextButtonProps) {
  const copy = useCopyLabel(label);
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => copy.copy(text)}
      endIcon={<ContentCopyRoundedIcon />}
      aria-label={`${copy.label}: ${text}`}
      sx={{ justifyContent: "space-between", textTransform: "none", gap: 1, minWidth: 0, width: "100%" }}
    >
      <Typography component="span" noWrap sx={{ fontFamily: "monospace", fontSize: "0.95rem" }}>
        {text}
      </Typography>
      <Typography component="span" variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
        {copy.label}
      </Typography>
    </Button>
  );
}
