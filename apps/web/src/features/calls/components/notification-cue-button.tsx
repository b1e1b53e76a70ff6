import NotificationAddRoundedIcon from "@mui/icons-material/NotificationAddRounded";
import NotificationsOffRoundedIcon from "@mui/icons-material/NotificationsOffRounded";
import IconButton from "@mui/material/IconButton";
import { Suspense, useState } from "react";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { notificationCue, notificationCueTexts } from "../notifications/notification-cue";
import {
  requestNotificationPermission,
  useNotificationPermission,
} from "../notifications/notification-permission";
import { LazyNotificationsOffDialog } from "./lazy-call-ui";

/**
 * spec 1 §2 App bar: the notification-permission request icon (a click asks the browser) and the
 * disabled-call-notification icon (a click explains how to turn them on). At most one shows.
 * Native titles rather than MUI tooltips keep Popper out of the home screen's initial JavaScript.
 */
export function NotificationCueButton() {
  const permission = useNotificationPermission();
  const enabled = useSettingsStore((state) => state.incomingCallNotifications);
  const [explaining, setExplaining] = useState(false);
  const cue = notificationCue(permission, enabled);
  if (cue === "none") return null;
  if (cue === "request") {
    return (
      <IconButton
        aria-label={notificationCueTexts.request}
        title={notificationCueTexts.request}
        color="primary"
        size="small"
        onClick={() => void requestNotificationPermission()}
      >
        <NotificationAddRoundedIcon />
      </IconButton>
    );
  }
  return (
    <>
      <IconButton
        aria-label={notificationCueTexts.disabled}
        title={notificationCueTexts.disabled}
        size="small"
        onClick={() => setExplaining(true)}
      >
        <NotificationsOffRoundedIcon />
      </IconButton>
      {explaining && (
        <Suspense fallback={null}>
          <LazyNotificationsOffDialog permission={permission} onClose={() => setExplaining(false)} />
        </Suspense>
      )}
    </>
  );
}
