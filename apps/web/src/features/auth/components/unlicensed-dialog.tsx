import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { clientTexts } from "@mobex/contracts/errors";

interface UnlicensedDialogProps {
  readonly open: boolean;
  readonly email: string;
  readonly onClose: () => void;
}

/** spec 1 §2: an unlicensed e-mail shows "Correct E-Mail Address?" with the action Ok. */
export function UnlicensedDialog({ open, email, onClose }: UnlicensedDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="unlicensed-title" maxWidth="xs">
      <DialogTitle id="unlicensed-title">{clientTexts.unlicensedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The address <strong>{email}</strong> is not configured for Mobex. Add a Mobex licence for it in the
          portal, or contact your administrator.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
