import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { disabledReason, notificationCueTexts } from "../notifications/notification-cue";
import type { NotificationPermissionState } from "../notifications/notification-permission";

interface NotificationsOffDialogProps {
  readonly permission: NotificationPermissionState;
  readonly onClose: () => void;
}

/** What the disabled-call-notification icon opens (spec 1 §2 App bar): why, and how to enable. */
export function NotificationsOffDialog({ permission, onClose }: NotificationsOffDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{notificationCueTexts.disabled}</DialogTitle>
      <DialogContent>
        <DialogContentText>{disabledReason(permission)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
