import MicOffIcon from "@mui/icons-material/MicOff";
import PanToolIcon from "@mui/icons-material/PanTool";
import PushPinIcon from "@mui/icons-material/PushPin";
import PushPinOutlinedIcon from "@mui/icons-material/PushPinOutlined";
import StarIcon from "@mui/icons-material/Star";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { activeRoom } from "../model/active-room";
import type { Participant } from "../model/room-store";
import { TrackVideo } from "./track-video";

interface VideoTileProps {
  readonly participant: Participant;
  readonly pinned: boolean;
  readonly favorite: boolean;
}

const tileName = (participant: Participant): string =>
  participant.screenOf === null ? participant.display : `${participant.display}'s screen`;

/** One feed: its video (or its initial), name, muted microphone, raised hand, talking frame, pin and favourite. */
export function VideoTile({ participant, pinned, favorite }: VideoTileProps) {
  const name = tileName(participant);
  const showVideo = participant.videoTrack !== null && !participant.videoMuted;
  // spec 2 §6 "The own tile shows no pin except for the own screen share".
  const canPin = !participant.own || participant.screenOf !== null;
  return (
    <Box
      role="group"
      aria-label={participant.own ? `${name} (you)` : name}
      data-talking={participant.talking}
      sx={{
        position: "relative",
        width: "100%",
        height: "100%",
        minHeight: 120,
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "#0b1220",
        outline: participant.talking ? "3px solid" : "none",
        outlineColor: "success.main",
        outlineOffset: -3,
      }}
    >
      {showVideo ? (
        <TrackVideo
          track={participant.videoTrack}
          label={`Video of ${name}`}
          mirrored={participant.own && participant.screenOf === null}
          fit={participant.screenOf === null ? "cover" : "contain"}
        />
      ) : (
        <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
          <Avatar sx={{ width: 64, height: 64 }}>{participant.display.slice(0, 1).toUpperCase()}</Avatar>
        </Box>
      )}
      <Stack direction="row" spacing={0.5} sx={{ position: "absolute", top: 4, right: 4 }}>
        {canPin && (
          <IconButton
            size="small"
            aria-label={pinned ? `Unpin ${name}` : `Pin ${name}`}
            aria-pressed={pinned}
            onClick={() => activeRoom()?.togglePin(participant.id)}
            sx={{ color: "common.white", bgcolor: "rgba(0,0,0,0.4)" }}
          >
            {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
          </IconButton>
        )}
        {!participant.own && (
          <IconButton
            size="small"
            aria-label={favorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
            aria-pressed={favorite}
            onClick={() => activeRoom()?.toggleFavorite(participant.id)}
            sx={{ color: "common.white", bgcolor: "rgba(0,0,0,0.4)" }}
          >
            {favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          alignItems: "center",
          position: "absolute",
          left: 6,
          bottom: 6,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: "rgba(0,0,0,0.55)",
          color: "common.white",
        }}
      >
        {participant.handRaised && (
          <PanToolIcon
            fontSize="small"
            titleAccess={`${participant.display} raised a hand`}
            sx={{ color: "warning.light" }}
          />
        )}
        {participant.audioMuted && (
          <MicOffIcon fontSize="small" titleAccess={`${participant.display} is muted`} />
        )}
        <Typography variant="caption" noWrap>
          {participant.own ? `${name} (you)` : name}
        </Typography>
      </Stack>
    </Box>
  );
}
