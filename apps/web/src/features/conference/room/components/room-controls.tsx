import CallEndIcon from "@mui/icons-material/CallEnd";
import MicIcon from "@mui/icons-material/Mic";
import MicOffIcon from "@mui/icons-material/MicOff";
import PanToolIcon from "@mui/icons-material/PanTool";
import PanToolOutlinedIcon from "@mui/icons-material/PanToolOutlined";
import ScreenShareIcon from "@mui/icons-material/ScreenShare";
import StopScreenShareIcon from "@mui/icons-material/StopScreenShare";
import VideocamIcon from "@mui/icons-material/Videocam";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import Fab from "@mui/material/Fab";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { activeRoom } from "../model/active-room";
import { showRoomNotice } from "../model/room-notices";
import { useRoomStore } from "../model/room-store";

interface ControlProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly active?: boolean;
  readonly color?: "default" | "error" | "primary";
  readonly children: ReactNode;
}

function Control({ label, onClick, active, color = "default", children }: ControlProps) {
  return (
    <Tooltip title={label}>
      <Fab size="medium" aria-label={label} aria-pressed={active} color={color} onClick={onClick}>
        {children}
      </Fab>
    </Tooltip>
  );
}

const shareFailed = (error: unknown) =>
  showRoomNotice(error instanceof Error ? error.message : String(error), "error", 4_000);

/** The bottom control bar (spec 2 §2, §4): microphone, camera, screen, hand, leave. */
export function RoomControls({ onLeave }: { readonly onLeave: () => void }) {
  const audioMuted = useRoomStore((state) => state.audioMuted);
  const videoMuted = useRoomStore((state) => state.videoMuted);
  const sharing = useRoomStore((state) => state.screenTrack !== null);
  const handRaised = useRoomStore((state) => state.handRaised);
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ justifyContent: "center" }}>
      <Control
        label={audioMuted ? "Unmute" : "Mute"}
        active={audioMuted}
        onClick={() => activeRoom()?.toggleAudio()}
      >
        {audioMuted ? <MicOffIcon /> : <MicIcon />}
      </Control>
      <Control
        label={videoMuted ? "Turn camera on" : "Turn camera off"}
        active={videoMuted}
        onClick={() => activeRoom()?.toggleVideo()}
      >
        {videoMuted ? <VideocamOffIcon /> : <VideocamIcon />}
      </Control>
      <Control
        label={sharing ? "Stop sharing screen" : "Share screen"}
        active={sharing}
        onClick={() => void activeRoom()?.toggleScreen().catch(shareFailed)}
      >
        {sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />}
      </Control>
      <Control
        label={handRaised ? "Lower hand" : "Raise hand"}
        active={handRaised}
        color={handRaised ? "primary" : "default"}
        onClick={() => activeRoom()?.toggleHand()}
      >
        {handRaised ? <PanToolIcon /> : <PanToolOutlinedIcon />}
      </Control>
      <Control label="Leave" color="error" onClick={onLeave}>
        <CallEndIcon />
      </Control>
    </Stack>
  );
}
