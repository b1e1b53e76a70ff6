import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import Typography from "@mui/material/Typography";
import { callTransitions, useCallStore } from "../model/call-store";

// spec 1 §9: "dial error toast 5 s".
const DIAL_ERROR_MS = 5_000;

/**
 * "Please enter a number to dial" and the other reasons nothing was dialled; and a placed call
 * that failed, in plain words with whom it was for and the phone system's answer (issue 9).
 */
export function DialErrorToast() {
  const error = useCallStore((state) => state.dialError);
  if (error === null) return null;
  return (
    <Snackbar
      key={error.at}
      open
      autoHideDuration={DIAL_ERROR_MS}
      onClose={(_, reason) => reason !== "clickaway" && callTransitions.dialErrorClosed()}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={callTransitions.dialErrorClosed}
        sx={{ boxShadow: 6, maxWidth: 420 }}
      >
        <Typography variant="body2" sx={{ fontWeight: error.detail === null ? 500 : 700 }}>
          {error.message}
        </Typography>
        {error.detail !== null && (
          <Typography variant="caption" component="div" sx={{ opacity: 0.9, overflowWrap: "anywhere" }}>
            {error.detail}
          </Typography>
        )}
      </Alert>
    </Snackbar>
  );
}
