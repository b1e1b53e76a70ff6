import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { usePeerLabel } from "../hooks/use-peer-label";
import { useVideoCallStore } from "../model/video-call-store";
import { VideoCallStatus } from "./video-call-status";
import { VideoControls } from "./video-controls";
import { VideoHoldNotice } from "./video-hold-notice";
import { VideoStage } from "./video-stage";

/**
 * spec 1 §2 "Video call panel: Incoming video call or Calling..., answer and refuse, mute, show/hide
 * camera, share/unshare screen, hang up, own preview, remote video" — in the call drawer.
 */
export function VideoCallPanel() {
  const phase = useVideoCallStore((state) => state.phase);
  const peer = useVideoCallStore((state) => state.peer);
  const label = usePeerLabel(peer);
  if (phase === "idle" || peer === null) return null;
  return (
    <Box component="section" aria-label={`Video call with ${label.short}`} sx={{ px: 2, py: 2.5 }}>
      <Stack spacing={0.5} sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, textAlign: "center" }}>
          {label.full}
        </Typography>
        <VideoCallStatus phase={phase} />
      </Stack>
      <VideoHoldNotice />
      {phase !== "incoming" && (
        <Box sx={{ mb: 2.5 }}>
          <VideoStage />
        </Box>
      )}
      <VideoControls />
    </Box>
  );
}
