import ContentCopyRoundedIcon from "@mui/icons-material/ContentCopyRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCopyLabel } from "../hooks/use-copy-label";

interface CopyTextButtonProps {
  /** What is copied and shown, e.g. the room code. */
  readonly text: string;
  /** What the button says it does, e.g. "Copy room code"; 'Copied!' for 3 s after a copy. */
  readonly label: string;
  /** The caption above the button, e.g. "Room code". */
  readonly caption: string;
}

/** spec 2 §2 New tile: the code and the link, "each clickable to copy"; the whole text stays readable. */
export function CopyTextButton({ text, label, caption }: CopyTextButtonProps) {
  const copy = useCopyLabel(label);
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => copy.copy(text)}
        aria-label={`${copy.label}: ${text}`}
        sx={{
          flexDirection: "column",
          alignItems: "flex-start",
          textTransform: "none",
          width: "100%",
          gap: 0.25,
        }}
      >
        <Typography
          component="span"
          sx={{ fontFamily: "monospace", fontSize: "0.95rem", wordBreak: "break-all", textAlign: "left" }}
        >
          {text}
        </Typography>
        <Box
          component="span"
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 0.5,
            color: "text.secondary",
            typography: "caption",
          }}
        >
          <ContentCopyRoundedIcon sx={{ fontSize: 14 }} />
          {copy.label}
        </Box>
      </Button>
    </Stack>
  );
}
