import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PlaybackSnapshot, VoicemailPlayback } from "../model/voicemail-playback";
import { formatLength } from "../model/voicemail-list";

/** Where the playing message is, and a thumb to move there (MUI Slider, keyboard included). */
interface VoicemailSeekBarProps {
  readonly caller: string;
  readonly playback: VoicemailPlayback;
  readonly snapshot: PlaybackSnapshot;
}

export function VoicemailSeekBar({ caller, playback, snapshot }: VoicemailSeekBarProps) {
  const length = Math.max(snapshot.length, snapshot.position);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", pl: { xs: 1, sm: 7 }, pr: 1, pt: 1 }}>
      <Slider
        aria-label={`Position in the message from ${caller}`}
        size="small"
        min={0}
        max={length || 1}
        step={0.1}
        value={Math.min(snapshot.position, length || 1)}
        getAriaValueText={(seconds) => formatLength(seconds)}
        onChange={(_event: Event, value: number | number[]) =>
          playback.seek(Array.isArray(value) ? (value[0] ?? 0) : value)
        }
      />
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
      >
        {formatLength(snapshot.position)} / {formatLength(Math.round(length))}
      </Typography>
    </Stack>
  );
}
