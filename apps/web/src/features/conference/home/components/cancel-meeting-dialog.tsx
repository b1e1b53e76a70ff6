import type { ScheduledMeeting } from "@mobex/contracts/conference";
import { CANCEL_NOTES_MAX } from "@mobex/contracts/conference";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useCancelMeeting } from "../api/cancel-meeting";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

interface CancelMeetingDialogProps {
  readonly meeting: ScheduledMeeting;
  readonly onClose: () => void;
}

/** spec 2 §6: the organiser "may cancel (with optional message)". */
export function CancelMeetingDialog({ meeting, onClose }: CancelMeetingDialogProps) {
  const [message, setMessage] = useState("");
  const cancel = useCancelMeeting();
  const handleCancel = () =>
    cancel.mutate({ urlId: meeting.urlId, cancelNotes: message }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${TEXTS.cancelMeeting}: ${meeting.title}`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={TEXTS.cancelMessage}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CANCEL_NOTES_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.keepMeeting}</Button>
        <Button color="error" variant="contained" onClick={handleCancel} disabled={cancel.isPending}>
          {TEXTS.cancelMeeting}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
