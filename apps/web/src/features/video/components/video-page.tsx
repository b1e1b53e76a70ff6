import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { usePeerLabel } from "../hooks/use-peer-label";
import { useVideoCallStore } from "../model/video-call-store";
import { VideoCallStatus } from "./video-call-status";
import { VideoPeerAvatar } from "./video-peer-avatar";
import { VideoStage } from "./video-stage";

// The controls bring the video runtime (socket.io-client): the empty screen does without them.
const LazyVideoControls = lazyWithTimeout(async () => (await import("./video-controls")).VideoControls);

/**
 * spec 1 §2 `video` route: the in-call video screen. Its controls are in the call drawer's panel;
 * at phone widths, where the drawer would cover the picture, the screen carries them itself, along
 * its bottom edge within reach of a thumb, with the own preview in the top corner.
 */
export function VideoPage() {
  const phase = useVideoCallStore((state) => state.phase);
  const peer = useVideoCallStore((state) => state.peer);
  const label = usePeerLabel(peer);
  const phone = usePhoneLayout();
  if (phase === "idle" || peer === null) {
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
      sx={{ position: "relative", height: "100%", overflow: "hidden", bgcolor: "#0b1220" }}
    >
      <VideoStage fill previewAt={phone ? "top" : "bottom"} />
      <VideoPeerAvatar peer={peer} name={label.short} />
      <Box
        sx={{
          position: "absolute",
          left: 16,
          top: 12,
          right: phone ? "calc(max(22%, 96px) + 48px)" : 16,
          color: "common.white",
          textShadow: "0 1px 3px #000",
        }}
      >
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600 }}>
          {label.full}
        </Typography>
        {phone && <VideoCallStatus phase={phase} overVideo />}
      </Box>
      {phone && (
        <Box
          sx={{
            position: "absolute",
            insetInline: 0,
            bottom: 0,
            pt: 5,
            pb: 2,
            px: 1,
            background: "linear-gradient(transparent, rgba(0,0,0,.7))",
          }}
        >
          <Suspense fallback={null}>
            <LazyVideoControls overVideo />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
