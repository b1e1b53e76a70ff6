import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { callTransitions, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { getPhone } from "../model/phone-api";

interface NoticeDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly onOk: () => void;
}

function NoticeDialog({ open, title, text, onOk }: NoticeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onOk} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onOk} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** spec 1 §2, §8: the missing-microphone dialog and the ring-blocked dialog. */
export function CallDialogs() {
  const dialog = useCallStore((state) => state.dialog);
  return (
    <>
      <NoticeDialog
        open={dialog === "microphone"}
        title={callTexts.microphoneTitle}
        text="Check that a microphone is connected and that this site may use it (the camera icon in the address bar), then call again."
        onOk={callTransitions.dialogClosed}
      />
      <NoticeDialog
        open={dialog === "ringBlocked"}
        title={callTexts.ringBlockedTitle}
        text="Your browser does not let a page play sound before you have interacted with it. Press Ok to hear incoming calls ring."
        onOk={() => {
          callTransitions.dialogClosed();
          getPhone()?.retryRing();
        }}
      />
    </>
  );
}
