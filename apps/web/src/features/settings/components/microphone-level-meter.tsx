import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { levelTone } from "../model/microphone-level";

interface MicrophoneLevelMeterProps {
  readonly level: number;
}

/** spec 1 §2: the level meter; warning above 60 %, error above 80 %. */
export function MicrophoneLevelMeter({ level }: MicrophoneLevelMeterProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={level}
          color={levelTone(level)}
          aria-label="Microphone level"
          sx={{
            height: 8,
            borderRadius: 4,
            // A neutral track, so that only the level itself carries the status colour.
            bgcolor: "action.selected",
            "& .MuiLinearProgress-bar": { borderRadius: 4, transition: "transform 90ms linear" },
          }}
        />
      </Box>
      <Typography
        variant="body2"
        color="textSecondary"
        sx={{ width: 44, textAlign: "right", fontVariantNumeric: "tabular-nums" }}
      >
        {level} %
      </Typography>
    </Stack>
  );
}
