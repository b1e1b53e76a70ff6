import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import CallRoundedIcon from "@mui/icons-material/CallRounded";
import DialpadRoundedIcon from "@mui/icons-material/DialpadRounded";
import HeadsetMicRoundedIcon from "@mui/icons-material/HeadsetMicRounded";
import PhoneCallbackRoundedIcon from "@mui/icons-material/PhoneCallbackRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import type { TileActionId } from "../model/tile-actions";

export function ActionIcon({ id }: { readonly id: TileActionId }) {
  switch (id) {
    case "call":
      return <CallRoundedIcon fontSize="small" />;
    case "pickUp":
      return <PhoneCallbackRoundedIcon fontSize="small" />;
    case "speedDial":
      return <DialpadRoundedIcon fontSize="small" />;
    case "videoCall":
      return <VideocamRoundedIcon fontSize="small" />;
    case "voicemail":
      return <VoicemailRoundedIcon fontSize="small" />;
    case "answerOrHangUp":
      return <HeadsetMicRoundedIcon fontSize="small" />;
    case "chat":
      return <ChatRoundedIcon fontSize="small" />;
  }
}
