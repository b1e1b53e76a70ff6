import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { NavLink } from "react-router";
import { UnreadBadge } from "../../../shared/ui/unread-badge";
import type { NavItem } from "../model/nav-items";

interface BottomNavItemProps {
  readonly item: NavItem;
  readonly badgeCount: number;
}

/** One link of the phone's bottom navigation: the icon in a pill when current, the label under it. */
export function BottomNavItem({ item, badgeCount }: BottomNavItemProps) {
  const Icon = item.icon;
  return (
    <ButtonBase
      component={NavLink}
      to={item.to}
      end={item.to === "/"}
      sx={{
        width: "100%",
        height: "100%",
        flexDirection: "column",
        gap: "2px",
        borderRadius: "12px",
        color: "text.secondary",
        "& .nav-pill": { transition: "background-color 120ms" },
        "&.active": { color: "primary.main" },
        "&.active .nav-pill": { bgcolor: "action.selected" },
      }}
    >
      <Box
        className="nav-pill"
        sx={{ display: "grid", placeItems: "center", width: 56, height: 28, borderRadius: 14 }}
      >
        <UnreadBadge count={badgeCount}>
          <Icon sx={{ fontSize: 22 }} />
        </UnreadBadge>
      </Box>
      <Box component="span" sx={{ fontSize: "0.75rem", fontWeight: 600, lineHeight: 1.2 }}>
        {item.label}
      </Box>
    </ButtonBase>
  );
}
