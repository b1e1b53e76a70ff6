import { videoTexts } from "@mobex/contracts/video";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { VideoCallPhase } from "../model/video-call-store";

const statusLine: Record<Exclude<VideoCallPhase, "idle" | "reconnecting">, string> = {
  incoming: videoTexts.incoming,
  calling: videoTexts.calling,
  connecting: "Connecting…",
  connected: "Connected",
};

/** spec 1 §2 'Incoming video call' / 'Calling...'; §8 while an ICE restart is under way. */
interface VideoCallStatusProps {
  readonly phase: Exclude<VideoCallPhase, "idle">;
  /** Over the picture (the phone's video screen): light text. */
  readonly overVideo?: boolean;
}

export function VideoCallStatus({ phase, overVideo = false }: VideoCallStatusProps) {
  if (phase === "reconnecting") {
    return (
      <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
        {videoTexts.reconnecting}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color={overVideo ? "inherit" : "textSecondary"} role="status">
      {statusLine[phase]}
    </Typography>
  );
}
