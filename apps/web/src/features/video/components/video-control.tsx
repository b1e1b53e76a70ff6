import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type VideoControlTone = "plain" | "on" | "answer" | "hangUp";

interface VideoControlProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  readonly tone?: VideoControlTone;
  /** Drawn over the video (the phone's video screen): light captions, a translucent plain button. */
  readonly overVideo?: boolean;
}

const toneSx = {
  plain: { bgcolor: "action.hover", color: "text.primary", "&:hover": { bgcolor: "action.selected" } },
  on: { bgcolor: "primary.main", color: "primary.contrastText", "&:hover": { bgcolor: "primary.dark" } },
  answer: { bgcolor: "success.main", color: "success.contrastText", "&:hover": { bgcolor: "success.dark" } },
  hangUp: { bgcolor: "error.main", color: "error.contrastText", "&:hover": { bgcolor: "error.dark" } },
} as const;

const plainOverVideoSx = {
  bgcolor: "rgba(255,255,255,.18)",
  color: "common.white",
  backdropFilter: "blur(6px)",
  "&:hover": { bgcolor: "rgba(255,255,255,.28)" },
} as const;

/** A round video call control, named by its label (spec 1 §2 Video call panel). */
export function VideoControl({ label, icon, onClick, tone = "plain", overVideo = false }: VideoControlProps) {
  const colours = overVideo && tone === "plain" ? plainOverVideoSx : toneSx[tone];
  return (
    <Stack spacing={0.75} sx={{ alignItems: "center", minWidth: 60 }}>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-pressed={tone === "on" ? true : undefined}
          onClick={onClick}
          sx={{ width: overVideo ? 56 : 48, height: overVideo ? 56 : 48, ...colours }}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Typography
        variant="caption"
        aria-hidden
        sx={{
          textAlign: "center",
          lineHeight: 1.2,
          ...(overVideo
            ? { color: "common.white", textShadow: "0 1px 3px #000" }
            : { color: "text.secondary" }),
        }}
      >
        {label}
      </Typography>
    </Stack>
  );
}
