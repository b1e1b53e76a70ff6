import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useVideoCallStore } from "../model/video-call-store";
import { VideoStage } from "./video-stage";

/** spec 1 §2 `video` route: the in-call video screen; its controls are in the call drawer's panel. */
export function VideoPage() {
  const peer = useVideoCallStore((state) => (state.phase === "idle" ? null : state.peer));
  if (peer === null) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%", p: 3 }}>
        <Typography color="textSecondary">No video call right now.</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="section"
      aria-label="Video screen"
      sx={{ position: "relative", height: "100%", bgcolor: "#0b1220" }}
    >
      <VideoStage fill />
      <Typography
        variant="subtitle1"
        sx={{
          position: "absolute",
          left: 16,
          top: 12,
          color: "common.white",
          fontWeight: 600,
          textShadow: "0 1px 3px #000",
        }}
      >
        {peer.name}
      </Typography>
    </Box>
  );
}
