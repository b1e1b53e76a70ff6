import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { callTransitions, useCallStore } from "../model/call-store";

// spec 1 §9: "dial error toast 5 s".
const DIAL_ERROR_MS = 5_000;

/** "Please enter a number to dial" and the other reasons nothing was dialled. */
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
        sx={{ boxShadow: 6 }}
      >
        {error.message}
      </Alert>
    </Snackbar>
  );
}
