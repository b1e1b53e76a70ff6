import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import type { ReactNode } from "react";

interface BannerProps {
  readonly tone: "info" | "warning" | "success";
  readonly icon: ReactNode;
  readonly children: ReactNode;
  /** A banner with an action is one big button (spec 1 §2: "clicking it reloads the page"). */
  readonly onClick?: () => void;
}

/**
 * A slim full-width bar under the app bar. A bar that informs carries no live region of its own:
 * it is placed in one that stays mounted, so screen readers hear it appear (Banners).
 */
export function Banner({ tone, icon, children, onClick }: BannerProps) {
  const sx = {
    width: "100%",
    minHeight: 36,
    px: 2,
    gap: 1,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "0.875rem",
    fontWeight: 600,
    bgcolor: `${tone}.main`,
    color: `${tone}.contrastText`,
    "& svg": { fontSize: 18 },
  } as const;
  if (onClick) {
    return (
      <ButtonBase onClick={onClick} sx={{ ...sx, "&:hover": { bgcolor: `${tone}.dark` } }}>
        {icon}
        {children}
      </ButtonBase>
    );
  }
  return (
    <Box sx={sx}>
      {icon}
      {children}
    </Box>
  );
}
