import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { BusylightRuntime } from "../../busylight/commands";
import { AppBarActions } from "./app-bar-actions";
import { AppLogo } from "./app-logo";
import { ExtensionStatus } from "./extension-status";

// spec 1 §9: "header height 48 px".
export const APP_BAR_HEIGHT_PX = 48;

interface AppBarProps {
  /** The avatar button with the settings menu, supplied by the settings feature. */
  readonly account: ReactNode;
}

/**
 * spec 1 §2 App bar: logo, the busylight call-attention toggle and status icon, the can't-ring
 * warning, the voicemail badge, the notifications menu, extension with status line, avatar.
 */
export function AppBar({ account }: AppBarProps) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        height: APP_BAR_HEIGHT_PX,
        flexShrink: 0,
        display: "flex",
        alignItems: "center",
        // Tighter at phone widths, where every pixel is room for an icon beside the own line.
        gap: { xs: 1, sm: 2 },
        pl: 1.5,
        pr: 1,
        bgcolor: "background.paper",
        borderBottom: `1px solid ${theme.palette.divider}`,
        zIndex: theme.zIndex.appBar,
      })}
    >
      <AppLogo />
      <AppBarActions />
      <ExtensionStatus />
      {account}
      <BusylightRuntime />
    </Box>
  );
}
