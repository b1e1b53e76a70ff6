import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import type { SxProps, Theme } from "@mui/material/styles";
import { NavLink } from "react-router";
import { UnreadBadge } from "../../../shared/ui/unread-badge";
import type { NavItem } from "../model/nav-items";

/** Where the link sits: the side rail (wide screens) or the bottom bar (phones). */
export type NavPlace = "rail" | "bottom";

interface NavLinkItemProps {
  readonly item: NavItem;
  readonly badgeCount: number;
  readonly place: NavPlace;
}

const railLink: SxProps<Theme> = {
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
};

// The icon in a pill that fills when current, the label under it.
const bottomLink: SxProps<Theme> = {
  width: "100%",
  height: "100%",
  flexDirection: "column",
  gap: "2px",
  borderRadius: "12px",
  color: "text.secondary",
  "& .nav-pill": { transition: "background-color 120ms" },
  "&.active": { color: "primary.main" },
  "&.active .nav-pill": { bgcolor: "action.selected" },
};

/**
 * One navigation link, in the rail (the icon always, the label once the rail is expanded) or in
 * the phone's bottom bar: the same link, badge and label, laid out for its place.
 */
export function NavLinkItem({ item, badgeCount, place }: NavLinkItemProps) {
  const Icon = item.icon;
  const icon = (
    <UnreadBadge count={badgeCount}>
      <Icon sx={{ fontSize: 22 }} />
    </UnreadBadge>
  );
  return (
    <ButtonBase
      component={NavLink}
      to={item.to}
      end={item.to === "/"}
      sx={place === "rail" ? railLink : bottomLink}
    >
      {place === "rail" ? (
        icon
      ) : (
        <Box
          className="nav-pill"
          sx={{ display: "grid", placeItems: "center", width: 56, height: 28, borderRadius: 14 }}
        >
          {icon}
        </Box>
      )}
      <Box
        component="span"
        className={place === "rail" ? "nav-label" : undefined}
        sx={
          place === "rail"
            ? { fontSize: "0.875rem", fontWeight: 600 }
            : { fontSize: "0.75rem", fontWeight: 600, lineHeight: 1.2 }
        }
      >
        {item.label}
      </Box>
    </ButtonBase>
  );
}
