import CallEndRoundedIcon from "@mui/icons-material/CallEndRounded";
import MicOffRoundedIcon from "@mui/icons-material/MicOffRounded";
import MicRoundedIcon from "@mui/icons-material/MicRounded";
import ScreenShareRoundedIcon from "@mui/icons-material/ScreenShareRounded";
import StopScreenShareRoundedIcon from "@mui/icons-material/StopScreenShareRounded";
import VideocamOffRoundedIcon from "@mui/icons-material/VideocamOffRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import Stack from "@mui/material/Stack";
import { useVideoCallStore } from "../model/video-call-store";
import { videoRuntime } from "../runtime/video-runtime";
import { VideoControl } from "./video-control";

/**
 * spec 1 §2: answer and refuse while it rings; else mute, show/hide camera, share/unshare screen,
 * hang up. `overVideo`: on the phone's video screen, over the picture.
 */
export function VideoControls({ overVideo = false }: { readonly overVideo?: boolean }) {
  const phase = useVideoCallStore((state) => state.phase);
  const muted = useVideoCallStore((state) => state.muted);
  const cameraOff = useVideoCallStore((state) => state.cameraOff);
  const sharing = useVideoCallStore((state) => state.sharing);

  if (phase === "incoming") {
    return (
      <Stack direction="row" spacing={4} sx={{ justifyContent: "center" }}>
        <VideoControl
          label="Decline"
          tone="hangUp"
          overVideo={overVideo}
          icon={<CallEndRoundedIcon />}
          onClick={() => videoRuntime.decline()}
        />
        <VideoControl
          label="Answer"
          tone="answer"
          overVideo={overVideo}
          icon={<VideocamRoundedIcon />}
          onClick={() => videoRuntime.answer()}
        />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "center", flexWrap: "wrap", rowGap: 1.5 }}>
      <VideoControl
        label={muted ? "Unmute" : "Mute"}
        tone={muted ? "on" : "plain"}
        icon={muted ? <MicOffRoundedIcon /> : <MicRoundedIcon />}
        onClick={() => videoRuntime.toggleMute()}
        overVideo={overVideo}
      />
      <VideoControl
        label={cameraOff ? "Turn camera on" : "Turn camera off"}
        tone={cameraOff ? "on" : "plain"}
        icon={cameraOff ? <VideocamOffRoundedIcon /> : <VideocamRoundedIcon />}
        onClick={() => videoRuntime.toggleCamera()}
        overVideo={overVideo}
      />
      <VideoControl
        label={sharing ? "Stop sharing" : "Share screen"}
        tone={sharing ? "on" : "plain"}
        icon={sharing ? <StopScreenShareRoundedIcon /> : <ScreenShareRoundedIcon />}
        onClick={() => videoRuntime.toggleScreenShare()}
        overVideo={overVideo}
      />
      <VideoControl
        label="Hang Up"
        tone="hangUp"
        icon={<CallEndRoundedIcon />}
        onClick={() => videoRuntime.hangUp()}
        overVideo={overVideo}
      />
    </Stack>
  );
}
