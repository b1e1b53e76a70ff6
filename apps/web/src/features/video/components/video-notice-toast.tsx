import { videoTexts } from "@mobex/contracts/video";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useVideoCallStore, videoCallTransitions } from "../model/video-call-store";

/**
 * Why a video call ended or did not start (spec 1 §5, §8 Video), wherever the user is, until they
 * close it or place the next call: it may say that the colleague declined.
 */
export function VideoNoticeToast() {
  const notice = useVideoCallStore((state) => state.notice);
  if (notice === null) return null;
  return (
    <Snackbar
      open
      onClose={(_, reason) => reason !== "clickaway" && videoCallTransitions.noticeDismissed()}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={videoCallTransitions.noticeDismissed}
        sx={{ boxShadow: 6, maxWidth: 420 }}
      >
        {videoTexts[notice]}
      </Alert>
    </Snackbar>
  );
}
