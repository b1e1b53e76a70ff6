import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useNavItems } from "../hooks/use-nav-items";
import { NavLinkItem } from "./nav-link-item";

// spec 1 §9: "Side navigation 56 px, expanded 200 px".
export const NAV_WIDTH_PX = 56;
export const NAV_EXPANDED_WIDTH_PX = 200;

/**
 * spec 1 §2: "Permanent, 56 px wide, expands to 200 px on hover" — it overlays the content rather than
 * pushing it. Keyboard focus navigation (:focus-visible) expands it as hover does; a focused link
 * after a mouse click does not, or the rail would stay open over the content (issue 9). Following a
 * link folds it until the pointer leaves or the keyboard moves focus on.
 */
export function SideNav() {
  const items = useNavItems();
  const [folded, setFolded] = useState(false);
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      data-folded={folded || undefined}
      // A mouse click focuses the link before its click, a Tab focuses the next one: only the latter unfolds.
      onFocus={() => setFolded(false)}
      onClick={() => setFolded(true)}
      onPointerLeave={() => setFolded(false)}
      sx={(theme) => ({
        position: "absolute",
        zIndex: theme.zIndex.appBar - 1,
        insetBlock: 0,
        left: 0,
        width: NAV_WIDTH_PX,
        px: "8px",
        py: 1.5,
        bgcolor: "background.paper",
        borderRight: `1px solid ${theme.palette.divider}`,
        overflow: "hidden",
        transition: theme.transitions.create(["width", "box-shadow"], {
          duration: 180,
          easing: theme.transitions.easing.easeOut,
        }),
        "& .nav-label": { opacity: 0, transition: "opacity 120ms" },
        "&:not([data-folded]):is(:hover, :has(:focus-visible))": {
          width: NAV_EXPANDED_WIDTH_PX,
          boxShadow:
            theme.palette.mode === "light"
              ? "8px 0 24px -12px rgba(15,23,42,.25)"
              : "8px 0 24px -8px rgba(0,0,0,.6)",
          "& .nav-label": { opacity: 1 },
        },
        "@media (prefers-reduced-motion: reduce)": { transition: "none" },
      })}
    >
      <Stack component="ul" spacing={0.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {items.map(({ item, badgeCount }) => (
          <Box component="li" key={item.id} sx={{ position: "relative" }}>
            <NavLinkItem item={item} badgeCount={badgeCount} place="rail" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
