import { keyframes, styled } from "@mui/material/styles";
import type { Lamp } from "../model/lamp";

/** A tile's fixed height: the virtualiser's rows are this plus the gap. */
export const TILE_HEIGHT = 84;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const lamps: readonly Lamp[] = ["available", "ringing", "onCall", "dnd", "unavailable", "offline"];

/**
 * The board's scroll area, carrying the style of every tile as plain classes. A board scrolls
 * through a thousand tiles: one style sheet for all of them, instead of MUI's sx (a style
 * serialised and hashed per element on every mount), keeps mounting a row cheap (bench/web-board).
 * Variants follow data attributes: data-lamp (the accent), data-stale (dimmed).
 */
export const TileSheet = styled("div")(({ theme }) => {
  const { palette, typography } = theme;
  const accent: Record<Lamp, string> = {
    available: palette.success.main,
    ringing: palette.warning.main,
    onCall: palette.error.main,
    dnd: palette.error.main,
    unavailable: palette.text.disabled,
    offline: palette.text.disabled,
  };
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 };
  return {
    flex: 1,
    minHeight: 0,
    overflow: "auto",
    "& .tile-row": {
      position: "absolute",
      top: 0,
      left: 0,
      right: 0,
      height: TILE_HEIGHT,
      display: "grid",
      // A row's size never depends on its content: scrolling lays out only the rows that mount.
      contain: "strict",
    },
    "& .tile": {
      position: "relative",
      height: TILE_HEIGHT,
      borderRadius: 12,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      overflow: "hidden",
      contain: "layout paint style",
      transition: "opacity 200ms, filter 200ms, box-shadow 150ms",
      "&:hover": { boxShadow: theme.shadows[2] },
      "&[data-stale]": { opacity: 0.5, filter: "grayscale(0.7)" },
      "&::before": {
        content: '""',
        position: "absolute",
        insetBlock: 0,
        left: 0,
        width: 4,
        zIndex: 1,
        backgroundColor: "transparent",
      },
      ...Object.fromEntries(
        lamps.map((lamp) => [`&[data-lamp="${lamp}"]::before`, { backgroundColor: accent[lamp] }]),
      ),
      '&[data-lamp="ringing"]:not([data-stale])::before': { animation: `${pulse} 1s ease-in-out infinite` },
    },
    "& .tile-main": {
      appearance: "none",
      border: 0,
      margin: 0,
      font: "inherit",
      color: palette.text.primary,
      backgroundColor: "transparent",
      cursor: "pointer",
      width: "100%",
      height: "100%",
      display: "flex",
      alignItems: "center",
      gap: 12,
      paddingLeft: 16,
      paddingRight: 40,
      textAlign: "left",
      borderRadius: 12,
      transition: "background-color 150ms",
      "&:hover": { backgroundColor: palette.action.hover },
      "&:active": { backgroundColor: palette.action.selected },
      "&:focus-visible": focusRing,
    },
    "& .tile-avatar": { position: "relative", flexShrink: 0, width: 44, height: 44 },
    "& .tile-badge": { position: "absolute", right: -4, bottom: -4 },
    "& .tile-text": { minWidth: 0, flex: 1, display: "flex", flexDirection: "column" },
    "& .tile-name, & .tile-number, & .tile-line": {
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    "& .tile-name": { ...typography.body1, fontWeight: 650, fontSize: "0.95rem", lineHeight: 1.35 },
    "& .tile-number": { ...typography.body2, color: palette.text.secondary, lineHeight: 1.35 },
    // A pickup key watches the same colleague as their lamp; the mark tells the two tiles apart.
    "& .tile-kind": {
      ...typography.caption,
      fontWeight: 650,
      marginRight: 6,
      padding: "0 6px",
      borderRadius: 6,
      color: palette.primary.main,
      border: `1px solid ${palette.divider}`,
    },
    "& .tile-presence": {
      ...typography.caption,
      display: "flex",
      gap: 6,
      alignItems: "baseline",
      minWidth: 0,
      fontWeight: 550,
      color: palette.text.secondary,
    },
    '& [data-lamp="onCall"] .tile-presence, & [data-lamp="dnd"] .tile-presence': {
      color: palette.error.main,
    },
    '& [data-lamp="ringing"] .tile-presence': { color: palette.warning.dark },
    "& .tile-time": { fontVariantNumeric: "tabular-nums", fontWeight: 600 },
    // The small square buttons on a tile: more, its call actions, and the keyboard's way to drag a
    // tile onto the call (the pointer drags the whole tile).
    "& .tile-more, & .tile-action, & .tile-video, & .tile-drag": {
      appearance: "none",
      border: 0,
      margin: 0,
      padding: 0,
      position: "absolute",
      top: 6,
      right: 4,
      width: 30,
      height: 30,
      display: "grid",
      placeItems: "center",
      borderRadius: 10,
      cursor: "pointer",
      color: palette.text.secondary,
      backgroundColor: "transparent",
      "&:hover": { backgroundColor: palette.action.hover },
      "&:focus-visible": focusRing,
      "& svg": { width: 20, height: 20, fill: "currentColor" },
    },
    "& .tile-action": { top: "auto", bottom: 6, color: palette.primary.main },
    // The video call sits beside the direct action; the presence line stops short of it.
    "& .tile-video": { top: "auto", bottom: 6, right: 36, color: palette.primary.main },
    "& .tile[data-video] .tile-presence": { paddingRight: 30 },
    "& .tile-drag": {
      right: 36,
      cursor: "grab",
      // Opaque: it sits over the tile's text while shown.
      "&, &:hover": { backgroundColor: palette.background.paper },
      opacity: 0,
      "&:focus-visible": { ...focusRing, opacity: 1 },
    },
    "& .tile:hover .tile-drag": { opacity: 1 },
    "& .tile[data-dragging]": { opacity: 0.4 },
    "@media (prefers-reduced-motion: reduce)": { "& .tile::before": { animation: "none" } },
  };
});
