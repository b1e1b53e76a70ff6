import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useNotifyStore } from "./notify-store";

// spec 1 §9: "Snackbar auto-hide 4 s".
const AUTO_HIDE_MS = 4_000;

/** Shows queued notices one at a time. */
export function SnackbarHost() {
  const notice = useNotifyStore((state) => state.queue[0]);
  const dismiss = useNotifyStore((state) => state.dismiss);
  if (!notice) return null;
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_, reason) => reason !== "clickaway" && dismiss(notice.id)}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={() => dismiss(notice.id)}
        sx={{ boxShadow: 6 }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
