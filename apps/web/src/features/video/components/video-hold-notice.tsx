import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useVideoCallStore } from "../model/video-call-store";
import { videoRuntime } from "../runtime/video-runtime";

/**
 * spec 1 §4 "becoming inactive holds": while a SIP call has the line the video call is on hold;
 * resuming it makes it the active call again (the phone then holds the SIP call).
 */
export function VideoHoldNotice() {
  const held = useVideoCallStore((state) => state.held);
  if (!held) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 2, alignItems: "center" }}
      action={
        <Button
          color="inherit"
          size="small"
          aria-label="Resume video call"
          onClick={() => videoRuntime.hold(false)}
        >
          Resume
        </Button>
      }
    >
      On hold
    </Alert>
  );
}
