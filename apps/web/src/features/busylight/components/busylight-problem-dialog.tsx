import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import { useId } from "react";
import { useLampTest } from "../hooks/use-lamp-test";
import { busylightActions } from "../model/busylight-store";
import { BUSYLIGHT_SOFTWARE_COMMAND, BUSYLIGHT_SOFTWARE_URL, problemTexts } from "../model/busylight-texts";
import type { DeviceProblem } from "../model/device-status";

interface BusylightProblemDialogProps {
  readonly problem: DeviceProblem;
}

/** spec 1 §8 "Busylight 500": software not installed, disconnected, or an incompatible system. */
function CommandLine({ command }: { readonly command: string }) {
  return (
    <Box
      component="code"
      sx={{ display: "block", mt: 1, p: 1, borderRadius: 1, bgcolor: "action.hover", fontSize: 13 }}
    >
      {command}
    </Box>
  );
}

export function BusylightProblemDialog({ problem }: BusylightProblemDialogProps) {
  const titleId = useId();
  const texts = problemTexts[problem];
  const { test, run } = useLampTest();
  const close = busylightActions.closeProblem;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.body}</DialogContentText>
        {problem === "notInstalled" && (
          <Box sx={{ mt: 2 }}>
            <Link href={BUSYLIGHT_SOFTWARE_URL} target="_blank" rel="noopener noreferrer">
              Download the busylight software
            </Link>
            <CommandLine command={BUSYLIGHT_SOFTWARE_COMMAND} />
          </Box>
        )}
        {problem === "servesOtherApp" && (
          <CommandLine command={`${BUSYLIGHT_SOFTWARE_COMMAND} --forget-origin`} />
        )}
        {test === "failed" && (
          <DialogContentText role="status" sx={{ mt: 2, color: "error.main" }}>
            {texts.stillThere}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {problem === "unsupported" ? (
          <Button onClick={close}>Ok</Button>
        ) : (
          <>
            <Button onClick={close}>Close</Button>
            <Button variant="contained" disabled={test === "testing"} onClick={() => void run()}>
              Test
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
