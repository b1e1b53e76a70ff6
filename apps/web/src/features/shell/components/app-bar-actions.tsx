import MoreVertRoundedIcon from "@mui/icons-material/MoreVertRounded";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { type ComponentType, Suspense, useId, useState } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useElementWidth } from "../../../shared/lib/use-element-width";
import { BusylightStatusIcon, CallAttentionToggle, useBusylightIconsShown } from "../../busylight/commands";
import {
  NotificationCueButton,
  NotificationsMenu,
  RingWarning,
  useNotificationCue,
  useRingWarningShown,
} from "../../calls/commands";
import { VoicemailButton, useMyNewVoicemails, useVoicemailLiveUpdates } from "../../voicemail/commands";
import {
  APP_BAR_ACTIONS,
  type AppBarAction,
  iconsThatFit,
  splitAppBarActions,
} from "../model/app-bar-overflow";

// The menu's popover is a chunk of its own: only narrow screens with more icons than room open it.
const AppBarMoreMenu = lazyWithTimeout(() =>
  import("./app-bar-more-menu").then((module) => module.AppBarMoreMenu),
);

const VIEWS: Record<AppBarAction, ComponentType> = {
  callAttention: CallAttentionToggle,
  busylightStatus: BusylightStatusIcon,
  ringWarning: RingWarning,
  notificationCue: NotificationCueButton,
  voicemail: VoicemailButton,
  notifications: NotificationsMenu,
};

function useShownActions(): AppBarAction[] {
  const busylight = useBusylightIconsShown();
  const shown: Record<AppBarAction, boolean> = {
    callAttention: busylight,
    busylightStatus: busylight,
    ringWarning: useRingWarningShown(),
    notificationCue: useNotificationCue() !== "none",
    voicemail: true,
    notifications: true,
  };
  return APP_BAR_ACTIONS.filter((action) => shown[action]);
}

/**
 * spec 1 §2 App bar: the busylight call-attention toggle and status icon, the can't-ring warning,
 * the notification cue, the voicemail badge and the notifications menu, in the room the logo, the
 * user's own line and the avatar leave. Icons that do not fit (issue 9, phone widths) wait in a
 * "More" menu, with the same names and functions, so that the own line is never squeezed.
 */
export function AppBarActions() {
  const [room, setRoom] = useState<HTMLElement | null>(null);
  const [moreButton, setMoreButton] = useState<HTMLElement | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // The app bar is on every signed-in screen: message-waiting notices refresh the badge from here.
  useVoicemailLiveUpdates();
  const { inBar, inMenu } = splitAppBarActions(useShownActions(), iconsThatFit(useElementWidth(room)));
  // New voicemail is news the bar showed by its badge: More carries a dot for it while it holds it.
  const newVoicemail = (useMyNewVoicemails() ?? 0) > 0 && inMenu.includes("voicemail");
  const views = (actions: readonly AppBarAction[]) =>
    actions.map((action) => {
      const View = VIEWS[action];
      return <View key={action} />;
    });
  return (
    <Box
      ref={setRoom}
      sx={{
        flex: "1 1 0",
        minWidth: 0,
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        gap: 0.5,
      }}
    >
      {views(inBar)}
      {inMenu.length > 0 && (
        <>
          <IconButton
            ref={setMoreButton}
            aria-label="More"
            title={newVoicemail ? "More — new voicemail" : "More"}
            aria-haspopup="true"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            size="small"
            onClick={() => setMenuOpen(true)}
          >
            <Badge variant="dot" color="error" invisible={!newVoicemail}>
              <MoreVertRoundedIcon />
            </Badge>
          </IconButton>
          {moreButton !== null && (
            <Suspense fallback={null}>
              <AppBarMoreMenu
                id={menuId}
                anchor={moreButton}
                open={menuOpen}
                onClose={() => setMenuOpen(false)}
              >
                {views(inMenu)}
              </AppBarMoreMenu>
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
