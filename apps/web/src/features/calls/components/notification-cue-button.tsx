import NotificationAddRoundedIcon from "@mui/icons-material/NotificationAddRounded";
import NotificationsOffRoundedIcon from "@mui/icons-material/NotificationsOffRounded";
import { Suspense, useState } from "react";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import {
  type NotificationCue,
  notificationCue,
  notificationCueTexts,
} from "../notifications/notification-cue";
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
  const cue = useNotificationCue();
  const [explaining, setExplaining] = useState(false);
  if (cue === "none") return null;
  if (cue === "request") {
    return (
      <AppBarButton
        label={notificationCueTexts.request}
        color="primary"
        icon={<NotificationAddRoundedIcon />}
        onClick={() => void requestNotificationPermission()}
      />
    );
  }
  return (
    <>
      <AppBarButton
        label={notificationCueTexts.disabled}
        icon={<NotificationsOffRoundedIcon />}
        onClick={() => setExplaining(true)}
      />
      {explaining && (
        <Suspense fallback={null}>
          <LazyNotificationsOffDialog permission={permission} onClose={() => setExplaining(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Which notification icon the app bar carries now, if any. */
export function useNotificationCue(): NotificationCue {
  const permission = useNotificationPermission();
  const enabled = useSettingsStore((state) => state.incomingCallNotifications);
  return notificationCue(permission, enabled);
}
