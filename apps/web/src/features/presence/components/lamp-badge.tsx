import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import DoNotDisturbOnRoundedIcon from "@mui/icons-material/DoNotDisturbOnRounded";
import PhoneInTalkRoundedIcon from "@mui/icons-material/PhoneInTalkRounded";
import RingVolumeRoundedIcon from "@mui/icons-material/RingVolumeRounded";
import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import type { Lamp } from "../model/lamp";
import { lampLabels } from "../model/lamp";

const ring = keyframes`
  0%, 60%, 100% { transform: rotate(0deg); }
  10%, 30%, 50% { transform: rotate(-14deg); }
  20%, 40% { transform: rotate(14deg); }
`;

const colours: Record<Lamp, { bg: string; fg: string }> = {
  available: { bg: "success.main", fg: "success.contrastText" },
  ringing: { bg: "warning.main", fg: "warning.contrastText" },
  onCall: { bg: "error.main", fg: "error.contrastText" },
  dnd: { bg: "error.main", fg: "error.contrastText" },
  unavailable: { bg: "grey.500", fg: "common.white" },
  offline: { bg: "grey.500", fg: "common.white" },
};

/** spec 1 §4: the tile's status badge — DND, a call icon, X for unavailable, a bell while it rings. */
export function LampBadge({ lamp, size = 18 }: { readonly lamp: Lamp; readonly size?: number }) {
  const { bg, fg } = colours[lamp];
  const icon = { fontSize: size - 6 };
  return (
    <Box
      role="img"
      aria-label={lampLabels[lamp]}
      sx={{
        width: size,
        height: size,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        bgcolor: bg,
        color: fg,
        border: 2,
        borderColor: "background.paper",
        boxSizing: "content-box",
        "& svg": lamp === "ringing" ? { animation: `${ring} 1.2s ease-in-out infinite` } : undefined,
        "@media (prefers-reduced-motion: reduce)": { "& svg": { animation: "none" } },
      }}
    >
      {lamp === "ringing" && <RingVolumeRoundedIcon sx={icon} />}
      {lamp === "onCall" && <PhoneInTalkRoundedIcon sx={icon} />}
      {lamp === "dnd" && <DoNotDisturbOnRoundedIcon sx={icon} />}
      {(lamp === "unavailable" || lamp === "offline") && <CloseRoundedIcon sx={icon} />}
    </Box>
  );
}
