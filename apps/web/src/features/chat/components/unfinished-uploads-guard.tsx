import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { UNFINISHED_UPLOADS_TEXT, setLeaveConfirmer } from "../../../shared/lib/ongoing-uploads";
import { isChatScreen } from "../model/chat-screens";

/**
 * spec 2 §5: while an upload runs (mounted only then), leaving chat for another screen, or signing
 * out, first shows 'You still have unfinished uploads!' with Stay and Leave. When the upload ends
 * while the question is open, the user goes where they were going: nothing is left to wait for.
 */
export function UnfinishedUploadsGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isChatScreen(currentLocation.pathname) && !isChatScreen(nextLocation.pathname),
  );
  const [signOutAnswer, setSignOutAnswer] = useState<((leave: boolean) => void) | null>(null);
  const pending = useRef({ blocker, signOutAnswer });
  pending.current = { blocker, signOutAnswer };

  useEffect(() => {
    setLeaveConfirmer(() => new Promise<boolean>((resolve) => setSignOutAnswer(() => resolve)));
    return () => {
      setLeaveConfirmer(null);
      const { blocker: last, signOutAnswer: answer } = pending.current;
      if (last.state === "blocked") last.proceed();
      answer?.(true);
    };
  }, []);

  const answer = (leave: boolean) => {
    if (blocker.state === "blocked") {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    signOutAnswer?.(leave);
    setSignOutAnswer(null);
  };

  return (
    <Dialog open={blocker.state === "blocked" || signOutAnswer !== null} onClose={() => answer(false)}>
      <DialogTitle>{UNFINISHED_UPLOADS_TEXT}</DialogTitle>
      <DialogActions>
        <Button onClick={() => answer(true)} color="inherit">
          Leave
        </Button>
        <Button onClick={() => answer(false)} variant="contained" autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
