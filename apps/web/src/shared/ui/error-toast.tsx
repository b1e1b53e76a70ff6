import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import Typography from "@mui/material/Typography";

interface ErrorToastProps {
  readonly message: string;
  /** A second line in smaller type (e.g. the phone system's own answer); the message is then bold. */
  readonly detail?: string | null;
  /** Closes by itself after this long; without it, it stays until closed. */
  readonly autoHideMs?: number;
  readonly onClose: () => void;
}

/**
 * Why something the user asked for did not happen — a call not dialled or failed, a video call
 * declined — at the bottom of the screen, closed with its Close button (a click elsewhere keeps it).
 */
export function ErrorToast({ message, detail = null, autoHideMs, onClose }: ErrorToastProps) {
  return (
    <Snackbar
      open
      autoHideDuration={autoHideMs ?? null}
      onClose={(_, reason) => reason !== "clickaway" && onClose()}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ boxShadow: 6, maxWidth: 420 }}>
        <Typography variant="body2" sx={{ fontWeight: detail === null ? 500 : 700 }}>
          {message}
        </Typography>
        {detail !== null && (
          <Typography variant="caption" component="div" sx={{ opacity: 0.9, overflowWrap: "anywhere" }}>
            {detail}
          </Typography>
        )}
      </Alert>
    </Snackbar>
  );
}
