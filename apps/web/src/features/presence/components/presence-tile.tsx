import MoreVertRoundedIcon from "@mui/icons-material/MoreVertRounded";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { keyframes } from "@mui/material/styles";
import type { BlfEntry } from "@mobex/contracts/blf";
import { memo, type MouseEvent } from "react";
import { displayName, entryName } from "../model/display-name";
import { type Lamp, hasCallTime, lampOf, presenceLine } from "../model/lamp";
import { CallTime } from "./call-time";
import { TileAvatar } from "./tile-avatar";
import type { ActivateTile, OpenTileMenu } from "./tile-anchor";
import { TileTooltip } from "./tile-tooltip";

export const TILE_HEIGHT = 84;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const accent: Record<Lamp, string> = {
  available: "success.main",
  ringing: "warning.main",
  onCall: "error.main",
  dnd: "error.main",
  unavailable: "text.disabled",
  offline: "text.disabled",
};

interface PresenceTileProps {
  readonly entry: BlfEntry;
  readonly showSurname: boolean;
  /** Set while the board is stale: the tile is dimmed and its call time stops at this moment. */
  readonly frozenAtMs: number | null;
  readonly position: number;
  readonly total: number;
  readonly onActivate: ActivateTile;
  readonly onMenu: OpenTileMenu;
}

/** One tile of the presence board (spec 1 §2): avatar with status badge, name, number, presence. */
export const PresenceTile = memo(function PresenceTile({
  entry,
  showSurname,
  frozenAtMs,
  position,
  total,
  onActivate,
  onMenu,
}: PresenceTileProps) {
  const lamp = lampOf(entry);
  const name = displayName(entry, showSurname);
  const fullName = entryName(entry);
  const line = presenceLine(entry, lamp);
  const stale = frozenAtMs !== null;

  const handleContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenu(entry, { kind: "point", left: event.clientX, top: event.clientY });
  };

  return (
    <Box
      role="listitem"
      aria-label={fullName}
      aria-posinset={position}
      aria-setsize={total}
      data-lamp={lamp ?? "key"}
      onContextMenu={handleContextMenu}
      sx={{
        position: "relative",
        height: TILE_HEIGHT,
        borderRadius: 3,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        overflow: "hidden",
        transition: "opacity 200ms, filter 200ms, box-shadow 150ms",
        "&:hover": { boxShadow: 2 },
        ...(stale && { opacity: 0.5, filter: "grayscale(0.7)" }),
        "&::before": {
          content: '""',
          position: "absolute",
          insetBlock: 0,
          left: 0,
          width: 4,
          bgcolor: lamp === null ? "transparent" : accent[lamp],
          ...(lamp === "ringing" && !stale && { animation: `${pulse} 1s ease-in-out infinite` }),
        },
        "@media (prefers-reduced-motion: reduce)": { "&::before": { animation: "none" } },
      }}
    >
      <Tooltip
        title={<TileTooltip entry={entry} name={fullName} lamp={lamp} />}
        enterDelay={600}
        enterNextDelay={300}
        disableInteractive
        placement="top"
      >
        <ButtonBase
          onClick={() => onActivate(entry)}
          sx={{
            width: "100%",
            height: "100%",
            justifyContent: "flex-start",
            textAlign: "left",
            gap: 1.5,
            pl: 2,
            pr: 5,
            borderRadius: 3,
          }}
        >
          <TileAvatar entry={entry} name={fullName} lamp={lamp} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap sx={{ fontWeight: 650, fontSize: "0.95rem", lineHeight: 1.35 }}>
              {name}
            </Typography>
            <Typography noWrap variant="body2" color="textSecondary" sx={{ lineHeight: 1.35 }}>
              {entry.blf_number}
            </Typography>
            <Stack
              direction="row"
              spacing={0.75}
              sx={{
                alignItems: "baseline",
                minWidth: 0,
                color: lamp === "onCall" || lamp === "dnd" ? "error.main" : "text.secondary",
                ...(lamp === "ringing" && { color: "warning.dark" }),
              }}
            >
              <Typography noWrap variant="caption" sx={{ fontWeight: 550, color: "inherit" }}>
                {line}
              </Typography>
              {hasCallTime(entry, lamp) && <CallTime startSeconds={entry.start} frozenAtMs={frozenAtMs} />}
            </Stack>
          </Box>
        </ButtonBase>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={`More actions for ${fullName}`}
        onClick={(event) => onMenu(entry, { kind: "element", element: event.currentTarget })}
        sx={{ position: "absolute", top: 6, right: 4, color: "text.secondary" }}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
});
