import ArrowBackRoundedIcon from "@mui/icons-material/ArrowBackRounded";
import CallRoundedIcon from "@mui/icons-material/CallRounded";
import PictureInPictureAltRoundedIcon from "@mui/icons-material/PictureInPictureAltRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import SettingsRoundedIcon from "@mui/icons-material/SettingsRounded";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { dialNumber } from "../../calls/commands";
import { startVideoCall } from "../../video/commands";

interface ConversationHeaderProps {
  readonly name: string;
  /** The colleague's phone for a direct conversation; null for a group. */
  readonly phone: string | null;
  readonly subtitle: string;
  /** spec 2 §2: Video only while the colleague is online and video is enabled. */
  readonly videoOffered: boolean;
  /** Opens the group's settings; null for a colleague. */
  readonly onGroupSettings: (() => void) | null;
  /** Moves the conversation into a popup and leaves the chat screen. */
  readonly onMinimise: () => void;
}

/** spec 2 §2 conversation header: avatar, name, Call for a colleague, minimise, group settings for a group. */
export function ConversationHeader({
  name,
  phone,
  subtitle,
  videoOffered,
  onGroupSettings,
  onMinimise,
}: ConversationHeaderProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      // The right-hand call drawer's handle sits over the top right corner: the Call button keeps clear of it.
      sx={{
        alignItems: "center",
        pl: { xs: 1, sm: 2 },
        pr: 5,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <IconButton
        aria-label="Back to chats"
        component={RouterLink}
        to="/chat"
        sx={{ display: { md: "none" } }}
      >
        <ArrowBackRoundedIcon />
      </IconButton>
      <PersonAvatar phone={phone ?? undefined} hash={undefined} name={name} size={40} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h1" noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {subtitle}
        </Typography>
      </Stack>
      <IconButton aria-label="Minimise conversation" onClick={onMinimise}>
        <PictureInPictureAltRoundedIcon />
      </IconButton>
      {onGroupSettings !== null && (
        <IconButton aria-label="Group settings" onClick={onGroupSettings}>
          <SettingsRoundedIcon />
        </IconButton>
      )}
      {phone !== null && videoOffered && (
        <IconButton
          aria-label={`Video call with ${name}`}
          color="primary"
          onClick={() => startVideoCall(phone, name)}
        >
          <VideocamRoundedIcon />
        </IconButton>
      )}
      {phone !== null && (
        <IconButton aria-label={`Call ${name}`} color="primary" onClick={() => dialNumber(phone)}>
          <CallRoundedIcon />
        </IconButton>
      )}
    </Stack>
  );
}
