import Box from "@mui/material/Box";
import { useNavItems } from "../hooks/use-nav-items";
import { NavLinkItem } from "./nav-link-item";

export const BOTTOM_NAV_HEIGHT_PX = 60;

/**
 * The main navigation at phone widths (issue 9): the rail's links along the bottom edge, in the
 * thumb's reach, so that nothing overlays the content or the call controls.
 */
export function BottomNav() {
  const items = useNavItems();
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={(theme) => ({
        flexShrink: 0,
        bgcolor: "background.paper",
        borderTop: `1px solid ${theme.palette.divider}`,
        // The home indicator of a phone without a home button sits under the links, not over them.
        pb: "env(safe-area-inset-bottom)",
      })}
    >
      <Box
        component="ul"
        sx={{ display: "flex", height: BOTTOM_NAV_HEIGHT_PX, listStyle: "none", m: 0, px: 0.5, py: 0.5 }}
      >
        {items.map(({ item, badgeCount }) => (
          <Box component="li" key={item.id} sx={{ flex: 1, minWidth: 0 }}>
            <NavLinkItem item={item} badgeCount={badgeCount} place="bottom" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
