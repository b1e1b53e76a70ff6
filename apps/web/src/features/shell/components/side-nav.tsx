import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useProfile } from "../../auth/commands";
import { navItems } from "../model/nav-items";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";
import { NavLinkItem } from "./nav-link-item";

// spec 1 §9: "Side navigation 56 px, expanded 200 px".
export const NAV_WIDTH_PX = 56;
export const NAV_EXPANDED_WIDTH_PX = 200;

/**
 * spec 1 §2: "Permanent, 56 px wide, expands to 200 px on hover" — it overlays the content rather than
 * pushing it, and keyboard focus expands it as hover does.
 */
export function SideNav() {
  const unread = useUnreadStore(selectUnreadTotal);
  const profile = useProfile().data;
  // A flagged link waits for the profile rather than flashing in and out.
  const items = navItems.filter((item) => !item.shownFor || (profile !== undefined && item.shownFor(profile)));
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
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
        "&:hover, &:focus-within": {
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
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ position: "relative" }}>
            <NavLinkItem item={item} badgeCount={item.badge === "unreadMessages" ? unread : 0} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
