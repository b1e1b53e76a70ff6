import OpenInFullRoundedIcon from "@mui/icons-material/OpenInFullRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { isLive } from "../model/call";
import { callDrawerTransitions, useCallDrawerStore } from "../model/call-drawer-store";
import { activeCall } from "../model/call-selectors";
import { useCallStore } from "../model/call-store";

// The card comes with the call panel's chunk, loaded after sign-in (lazy-call-ui.ts), not with the page.
const LazyCallCard = lazyWithTimeout(async () => (await import("./call-card")).CallCard);

/**
 * issue 9: with the call drawer hidden, a live call must still show. On every page, while a call
 * exists and the drawer is closed, a slim bar names the caller, runs the timer and offers Hang Up
 * (Answer and Decline while it rings), and Show call brings the drawer back.
 */
export function CompactCallBar() {
  const calls = useCallStore((state) => state.calls);
  const drawerOpen = useCallDrawerStore((state) => state.open);
  const phone = usePhoneLayout();
  const call = activeCall(calls);
  if (drawerOpen || call === undefined) return null;
  const others = calls.filter((other) => other.id !== call.id && isLive(other)).length;
  return (
    <Box
      component="section"
      aria-label="Current call"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: { xs: 1.5, sm: 2.5 },
        py: 0.5,
        borderBottom: 1,
        borderColor: "divider",
        borderLeft: 4,
        borderLeftColor: isLive(call) ? "success.main" : "text.disabled",
        bgcolor: (theme) => alpha(theme.palette.success.main, theme.palette.mode === "dark" ? 0.16 : 0.07),
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: 560 }}>
        <Suspense fallback={null}>
          <LazyCallCard
            call={call}
            endable
            variant="bar"
            extra={
              // At phone widths the caller's name needs the room more than the button's word.
              phone ? (
                <IconButton
                  aria-label="Show call"
                  title="Show call"
                  size="small"
                  color="primary"
                  onClick={callDrawerTransitions.opened}
                >
                  <OpenInFullRoundedIcon fontSize="small" />
                </IconButton>
              ) : (
                <Button
                  size="small"
                  startIcon={<OpenInFullRoundedIcon />}
                  onClick={callDrawerTransitions.opened}
                  sx={{ flexShrink: 0 }}
                >
                  Show call
                </Button>
              )
            }
          />
        </Suspense>
      </Box>
      {others > 0 && (
        <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
          {others === 1 ? "+1 other call" : `+${others} other calls`}
        </Typography>
      )}
    </Box>
  );
}
