import CallMadeRoundedIcon from "@mui/icons-material/CallMadeRounded";
import CallMissedRoundedIcon from "@mui/icons-material/CallMissedRounded";
import CallReceivedRoundedIcon from "@mui/icons-material/CallReceivedRounded";
import MissedVideoCallRoundedIcon from "@mui/icons-material/MissedVideoCallRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Box from "@mui/material/Box";
import type { HistoryItem } from "@mobex/contracts/calls";
import { type Direction, directionLabel, directionOf, voicemailMark } from "../model/history-format";

const tones: Record<Direction, "success.main" | "primary.main" | "error.main"> = {
  incoming: "success.main",
  outgoing: "primary.main",
  missed: "error.main",
};

const iconSx = { fontSize: 18 } as const;

function iconFor(direction: Direction, video: boolean, voicemail: boolean) {
  // spec 1 §3: *1 is Voicemail, with its icon; issue 12: so is a missed call sent to voicemail.
  if (voicemail) return <VoicemailRoundedIcon sx={iconSx} />;
  if (video) {
    return direction === "missed" ? (
      <MissedVideoCallRoundedIcon sx={iconSx} />
    ) : (
      <VideocamRoundedIcon sx={iconSx} />
    );
  }
  switch (direction) {
    case "incoming":
      return <CallReceivedRoundedIcon sx={iconSx} />;
    case "outgoing":
      return <CallMadeRoundedIcon sx={iconSx} />;
    case "missed":
      return <CallMissedRoundedIcon sx={iconSx} />;
  }
}

/** spec 1 §2 history column In/Out: the direction (and video, or voicemail) as an icon with its name. */
export function DirectionIcon({ item }: { readonly item: HistoryItem }) {
  const direction = directionOf(item);
  return (
    <Box
      role="img"
      aria-label={directionLabel(item)}
      title={directionLabel(item)}
      sx={{
        width: 32,
        height: 32,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        color: tones[direction],
        bgcolor: "action.hover",
      }}
    >
      {iconFor(direction, item.media === "vid", voicemailMark(item) !== null)}
    </Box>
  );
}
