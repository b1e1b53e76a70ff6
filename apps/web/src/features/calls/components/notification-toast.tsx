import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import {
  notificationToastTransitions,
  useNotificationToastStore,
} from "../notifications/notification-toast-store";
import { MissedIcon } from "./missed-icon";

// spec 1 §9: "notification toast 2 s".
export const NOTIFICATION_TOAST_MS = 2_000;

/**
 * A new notification inside the app (spec 1 §9), besides the browser's notification: a missed call
 * shows for 2 s under the app bar, where the notifications menu that keeps it is.
 */
export function NotificationToast() {
  const shown = useNotificationToastStore((state) => state.shown);
  if (shown === null) return null;
  const who = shown.from === shown.number ? shown.number : `${shown.from} · ${shown.number}`;
  return (
    <Snackbar
      key={shown.id}
      open
      autoHideDuration={NOTIFICATION_TOAST_MS}
      onClose={(_, reason) => reason !== "clickaway" && notificationToastTransitions.closed()}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      sx={{ mt: { xs: 6, sm: 6 } }}
    >
      <Alert
        severity="info"
        variant="filled"
        icon={<MissedIcon type={shown.type} />}
        onClose={notificationToastTransitions.closed}
        sx={{ boxShadow: 6, maxWidth: 360 }}
      >
        <AlertTitle sx={{ mb: 0 }}>{shown.description}</AlertTitle>
        {who}
      </Alert>
    </Snackbar>
  );
}
