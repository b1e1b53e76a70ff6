import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { NavLink } from "react-router";
import { UnreadBadge } from "../../../shared/ui/unread-badge";
import type { NavItem } from "../model/nav-items";

interface NavLinkItemProps {
  readonly item: NavItem;
  readonly badgeCount: number;
}

/** One side-navigation link: the icon always, the label once the rail is expanded. */
export function NavLinkItem({ item, badgeCount }: NavLinkItemProps) {
  const Icon = item.icon;
  return (
    <ButtonBase
      component={NavLink}
      to={item.to}
      end={item.to === "/"}
      sx={{
        width: "100%",
        height: 40,
        px: "10px",
        gap: "14px",
        borderRadius: "10px",
        justifyContent: "flex-start",
        color: "text.secondary",
        overflow: "hidden",
        whiteSpace: "nowrap",
        transition: "background-color 120ms, color 120ms",
        "&:hover": { bgcolor: "action.hover", color: "text.primary" },
        "&.active": { bgcolor: "action.selected", color: "primary.main" },
        "&.active::before": {
          content: '""',
          position: "absolute",
          left: 0,
          top: 10,
          bottom: 10,
          width: 3,
          borderRadius: 2,
          bgcolor: "primary.main",
        },
      }}
    >
      <UnreadBadge count={badgeCount}>
        <Icon sx={{ fontSize: 22 }} />
      </UnreadBadge>
      <Box component="span" className="nav-label" sx={{ fontSize: "0.875rem", fontWeight: 600 }}>
        {item.label}
      </Box>
    </ButtonBase>
  );
}
