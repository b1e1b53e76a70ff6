import DialpadRoundedIcon from "@mui/icons-material/DialpadRounded";
import HeadsetMicRoundedIcon from "@mui/icons-material/HeadsetMicRounded";
import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import type { BlfEntry } from "@mobex/contracts/blf";
import type { Lamp } from "../model/lamp";
import { initialsOf } from "../model/display-name";
import { LampBadge } from "./lamp-badge";

interface TileAvatarProps {
  readonly entry: BlfEntry;
  readonly name: string;
  readonly lamp: Lamp | null;
  readonly size?: number;
}

/** A colleague's initials with the status badge; keys (speed dial, voicemail, headset) show their icon. */
export function TileAvatar({ entry, name, lamp, size = 44 }: TileAvatarProps) {
  const keyIcon =
    entry.type === "V" ? (
      <VoicemailRoundedIcon />
    ) : entry.type === "H" ? (
      <HeadsetMicRoundedIcon />
    ) : entry.type === "D" || entry.type === "S" ? (
      <DialpadRoundedIcon />
    ) : null;
  return (
    <Box sx={{ position: "relative", flexShrink: 0, width: size, height: size }}>
      <Avatar
        aria-hidden
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.38,
          fontWeight: 650,
          bgcolor: keyIcon === null ? "primary.main" : "action.selected",
          color: keyIcon === null ? "primary.contrastText" : "text.secondary",
        }}
      >
        {keyIcon ?? initialsOf(name)}
      </Avatar>
      {lamp !== null && (
        <Box sx={{ position: "absolute", right: -4, bottom: -4 }}>
          <LampBadge lamp={lamp} />
        </Box>
      )}
    </Box>
  );
}
