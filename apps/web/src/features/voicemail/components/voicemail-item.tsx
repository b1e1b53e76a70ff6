import CallRoundedIcon from "@mui/icons-material/CallRounded";
import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import DownloadRoundedIcon from "@mui/icons-material/DownloadRounded";
import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import MarkEmailUnreadOutlinedIcon from "@mui/icons-material/MarkEmailUnreadOutlined";
import PauseRoundedIcon from "@mui/icons-material/PauseRounded";
import PlayArrowRoundedIcon from "@mui/icons-material/PlayArrowRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { dialNumber } from "../../calls/commands";
import { useCallerName } from "../hooks/use-caller-name";
import type { PlaybackSnapshot, VoicemailPlayback } from "../model/voicemail-playback";
import { callerLabel, formatLength, formatReceived } from "../model/voicemail-list";
import { voicemailTexts } from "../model/voicemail-texts";
import { VoicemailSeekBar } from "./voicemail-seek-bar";

interface VoicemailItemProps {
  readonly message: VoicemailMessage;
  readonly ownNumber: string;
  readonly nowMs: number;
  readonly playback: VoicemailPlayback;
  readonly snapshot: PlaybackSnapshot;
  readonly compact: boolean;
  readonly onMarkHeard: (heard: boolean) => void;
  readonly onDownload: (caller: string) => void;
  readonly onDelete: (caller: string) => void;
}

/** One message: who and when, how long, new or heard; play, call back, mark, download, delete. */
export function VoicemailItem({
  message,
  ownNumber,
  nowMs,
  playback,
  snapshot,
  compact,
  onMarkHeard,
  onDownload,
  onDelete,
}: VoicemailItemProps) {
  const caller = callerLabel(message, useCallerName(message.caller_number), ownNumber);
  const current = snapshot.currentId === message.id;
  const playing = current && snapshot.status === "playing";
  const loading = current && snapshot.status === "loading";
  const actions = (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, justifyContent: "flex-end" }}>
      <IconButton
        aria-label={`Call back ${caller}`}
        title="Call back"
        color="primary"
        disabled={message.caller_number === ""}
        onClick={() => dialNumber(message.caller_number)}
      >
        <CallRoundedIcon />
      </IconButton>
      <IconButton
        aria-label={
          message.heard ? `Mark message from ${caller} as new` : `Mark message from ${caller} as heard`
        }
        title={message.heard ? "Mark as new" : "Mark as heard"}
        onClick={() => onMarkHeard(!message.heard)}
      >
        {message.heard ? <MarkEmailUnreadOutlinedIcon /> : <MarkEmailReadOutlinedIcon />}
      </IconButton>
      <IconButton
        aria-label={`Download message from ${caller}`}
        title="Download"
        onClick={() => onDownload(caller)}
      >
        <DownloadRoundedIcon />
      </IconButton>
      <IconButton
        aria-label={`Delete message from ${caller}`}
        title="Delete"
        onClick={() => onDelete(caller)}
      >
        <DeleteOutlineRoundedIcon />
      </IconButton>
    </Stack>
  );
  return (
    <Box
      component="li"
      aria-label={`${message.heard ? "" : "New message, "}${caller}`}
      sx={{
        listStyle: "none",
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: "divider",
        "&:last-child": { borderBottom: 0 },
        bgcolor: current ? "action.selected" : undefined,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <IconButton
          aria-label={`${playing ? "Pause" : "Play"} message from ${caller}`}
          title={playing ? "Pause" : "Play"}
          onClick={() => playback.toggle(message)}
          sx={{
            bgcolor: message.heard ? "action.hover" : "primary.main",
            color: message.heard ? "text.primary" : "primary.contrastText",
            "&:hover": { bgcolor: message.heard ? "action.selected" : "primary.dark" },
            width: 44,
            height: 44,
          }}
        >
          {loading ? (
            <CircularProgress size={20} color="inherit" />
          ) : playing ? (
            <PauseRoundedIcon />
          ) : (
            <PlayArrowRoundedIcon />
          )}
        </IconButton>
        <Box sx={{ minWidth: 0, flex: "1 1 auto" }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
            <Typography variant="body1" noWrap sx={{ fontWeight: message.heard ? 400 : 700 }}>
              {caller}
            </Typography>
            {!message.heard && <Chip label={voicemailTexts.newMark} color="error" size="small" />}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
            {formatReceived(message.received_at, nowMs)} · {formatLength(message.duration)}
          </Typography>
        </Box>
        {!compact && actions}
      </Stack>
      {compact && <Box sx={{ mt: 0.5 }}>{actions}</Box>}
      {current && <VoicemailSeekBar caller={caller} playback={playback} snapshot={snapshot} />}
    </Box>
  );
}
