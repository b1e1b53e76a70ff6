import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
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
  const navigate = useNavigate();
  const pending = useRef({ blocker, signOutAnswer, navigate });
  useEffect(() => {
    pending.current = { blocker, signOutAnswer, navigate };
  });

  useEffect(() => {
    setLeaveConfirmer(() => new Promise<boolean>((resolve) => setSignOutAnswer(() => resolve)));
    return () => {
      setLeaveConfirmer(null);
      const { blocker: last, signOutAnswer: answer, navigate: go } = pending.current;
      // The router forgets this blocker as it unmounts: the held navigation is made again, unblocked.
      if (last.state === "blocked") void go(last.location);
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
