import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { clientTexts } from "@mobex/contracts/errors";
import { useState } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { debugDataTexts, useReportHost } from "../../diagnostics/commands";
import { FATAL_ERROR_KEY } from "../../shell/commands";
import { setDebug } from "../../../shared/settings/settings-store";

/**
 * spec 1 §4: "Fatal error flag in session storage triggers the debug-mode offer ('Enable debug mode!'
 * then 'Debug mode enabled!' for about 4 s)". The flag is consumed either way.
 */
export function DebugOfferDialog() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(FATAL_ERROR_KEY) !== null);
  const host = useReportHost();

  const close = (enable: boolean) => {
    sessionStorage.removeItem(FATAL_ERROR_KEY);
    setOpen(false);
    if (!enable) return;
    setDebug(true);
    notify(clientTexts.debugEnabled, "success");
  };

  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="debug-offer-title" maxWidth="xs">
      <DialogTitle id="debug-offer-title">{clientTexts.enableDebug}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          Something went wrong a moment ago. {debugDataTexts.on(host)}
        </DialogContentText>
        <DialogContentText variant="body2" gutterBottom>
          {debugDataTexts.off}
        </DialogContentText>
        <DialogContentText variant="body2">{debugDataTexts.kept}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => close(false)}>
          Ignore
        </Button>
        <Button variant="contained" onClick={() => close(true)}>
          Enable
        </Button>
      </DialogActions>
    </Dialog>
  );
}
