import ChevronLeftRoundedIcon from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRoundedIcon from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { useEffect } from "react";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { VideoCallPanelWhenActive, useVideoCallActive } from "../../video/commands";
import { callDrawerTransitions, useCallDrawerStore } from "../model/call-drawer-store";
import { useCallStore } from "../model/call-store";
import { CallPanelWhenLoaded } from "./lazy-call-ui";

export const CALL_DRAWER_WIDTH_PX = 340;

/**
 * spec 1 §2: "Right-hand call drawer: shows dialpad, active calls …; collapsible with handles;
 * auto-opens when the number of calls changes." It closes by itself when the last call has gone
 * (model/call-drawer-store.ts); while it is closed, the compact call bar keeps a live call in view.
 * A video call shows its panel, opening the drawer, with the voice calls (not the dialpad) under it.
 */
export function CallDrawer() {
  const open = useCallDrawerStore((state) => state.open);
  const videoActive = useVideoCallActive();
  const voiceCalls = useCallStore((state) => state.calls.length > 0);
  // At phone widths the drawer would cover the picture: the video screen carries the call's controls.
  const phone = usePhoneLayout();
  useEffect(() => {
    if (videoActive) (phone ? callDrawerTransitions.closed : callDrawerTransitions.opened)();
  }, [videoActive, phone]);

  return (
    <Box sx={{ position: "relative", display: "flex", flexShrink: 0, height: "100%" }}>
      <ButtonBase
        aria-label={open ? "Hide calls" : "Show calls"}
        aria-expanded={open}
        onClick={callDrawerTransitions.toggled}
        sx={(theme) => ({
          position: "absolute",
          top: 16,
          left: -22,
          zIndex: 1,
          width: 22,
          height: 56,
          borderRadius: "10px 0 0 10px",
          border: 1,
          borderRight: 0,
          borderColor: "divider",
          bgcolor: "background.paper",
          color: "text.secondary",
          boxShadow: theme.palette.mode === "light" ? "-4px 0 12px -6px rgba(15,23,42,.2)" : "none",
          "&:hover": { color: "primary.main" },
        })}
      >
        {open ? <ChevronRightRoundedIcon fontSize="small" /> : <ChevronLeftRoundedIcon fontSize="small" />}
      </ButtonBase>
      <Box
        component="aside"
        aria-label="Calls"
        sx={(theme) => ({
          width: open ? CALL_DRAWER_WIDTH_PX : 0,
          height: "100%",
          overflowX: "hidden",
          overflowY: "auto",
          bgcolor: "background.paper",
          borderLeft: open ? `1px solid ${theme.palette.divider}` : "none",
          transition: theme.transitions.create("width", {
            duration: 180,
            easing: theme.transitions.easing.easeOut,
          }),
          "@media (prefers-reduced-motion: reduce)": { transition: "none" },
        })}
      >
        {open && (
          <Box sx={{ width: CALL_DRAWER_WIDTH_PX }}>
            <VideoCallPanelWhenActive />
            {(!videoActive || voiceCalls) && <CallPanelWhenLoaded />}
          </Box>
        )}
      </Box>
    </Box>
  );
}
