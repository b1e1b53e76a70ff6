import CallRoundedIcon from "@mui/icons-material/CallRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import IconButton from "@mui/material/IconButton";

interface CallButtonProps {
  readonly label?: string;
  /** A voice call (green) or a video call (the primary colour, spec 1 §2 "video call button"). */
  readonly kind?: "voice" | "video";
  readonly onClick: () => void;
}

const looks = {
  voice: { label: "Call", tone: "success", Icon: CallRoundedIcon },
  video: { label: "Video call", tone: "primary", Icon: VideocamRoundedIcon },
} as const;

/** The round Call (or Video call) button of the dialpad. */
export function CallButton({ label, kind = "voice", onClick }: CallButtonProps) {
  const { tone, Icon, label: kindLabel } = looks[kind];
  return (
    <IconButton
      aria-label={label ?? kindLabel}
      // The click's event is no argument of onClick's (a dialpad's submit takes an optional dialler).
      onClick={() => onClick()}
      sx={(theme) => ({
        width: 64,
        height: 64,
        borderRadius: "50%",
        bgcolor: `${tone}.main`,
        color: `${tone}.contrastText`,
        boxShadow: `0 6px 16px -6px ${theme.palette[tone].main}`,
        "&:hover": { bgcolor: `${tone}.dark` },
        "&:active": { transform: "scale(0.95)" },
      })}
    >
      <Icon sx={{ fontSize: 30 }} />
    </IconButton>
  );
}
