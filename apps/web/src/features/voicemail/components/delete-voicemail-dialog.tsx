import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { voicemailTexts } from "../model/voicemail-texts";

interface DeleteVoicemailDialogProps {
  /** The caller of the message to delete; null when the dialog is closed. */
  readonly caller: string | null;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before a recording is removed for good. */
export function DeleteVoicemailDialog({ caller, onCancel, onConfirm }: DeleteVoicemailDialogProps) {
  return (
    <Dialog open={caller !== null} onClose={onCancel} aria-labelledby="delete-voicemail-title">
      <DialogTitle id="delete-voicemail-title">{voicemailTexts.deleteQuestion}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {caller === null ? "" : `From ${caller}. ${voicemailTexts.deleteHint}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
