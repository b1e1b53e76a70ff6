import DialpadRoundedIcon from "@mui/icons-material/DialpadRounded";
import HeadsetMicRoundedIcon from "@mui/icons-material/HeadsetMicRounded";
import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Avatar from "@mui/material/Avatar";
import type { BlfEntry } from "@mobex/contracts/blf";
import type { ReactElement } from "react";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import type { Lamp } from "../model/lamp";
import { LampBadge } from "./lamp-badge";

interface TileAvatarProps {
  readonly entry: BlfEntry;
  readonly name: string;
  readonly lamp: Lamp | null;
  readonly size?: number;
}

// Inline styles, not sx: the tile mounts while the board scrolls (see TileSheet).
const badgeStyle = { position: "absolute", right: -4, bottom: -4 } as const;

const keyIcons: Partial<Record<BlfEntry["type"], ReactElement>> = {
  V: <VoicemailRoundedIcon />,
  H: <HeadsetMicRoundedIcon />,
  D: <DialpadRoundedIcon />,
  S: <DialpadRoundedIcon />,
};

/**
 * A colleague's picture (their avatar_hash from the board; initials without one) with the status
 * badge; keys (speed dial, voicemail, headset) show their icon instead.
 */
export function TileAvatar({ entry, name, lamp, size = 44 }: TileAvatarProps) {
  const keyIcon = keyIcons[entry.type];
  return (
    <span style={{ display: "block", position: "relative", flexShrink: 0, width: size, height: size }}>
      {/* The tile's text and badge say who and how; the picture adds nothing for a screen reader. */}
      <span aria-hidden style={{ display: "block" }}>
        {keyIcon !== undefined ? (
          <Avatar sx={{ width: size, height: size, bgcolor: "action.selected", color: "text.secondary" }}>
            {keyIcon}
          </Avatar>
        ) : (
          <PersonAvatar phone={entry.blf_number} hash={entry.avatar_hash} name={name} size={size} />
        )}
      </span>
      {lamp !== null && (
        <span style={badgeStyle}>
          <LampBadge lamp={lamp} />
        </span>
      )}
    </span>
  );
}
