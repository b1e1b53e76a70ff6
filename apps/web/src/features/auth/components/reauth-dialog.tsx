import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { OTP_RESEND_WINDOW_MS } from "@mobex/contracts/auth";
import { clientTexts, errorCatalogue } from "@mobex/contracts/errors";
import { useState } from "react";
import { TextInput } from "../../../shared/ui/text-input";
import { useCountdown } from "../hooks/use-countdown";
import { useAuthStore } from "../model/auth-store";
import { logoutAfterAsking } from "../model/logout";
import { askForNewToken, reauthorise } from "../model/reauthorise";

/**
 * spec 1 §2: "A re-authorisation dialog (title We've sent you a new token) has a token field, Ask for
 * a new one (disabled during a 60 s countdown), Logout and Submit"; errors read "That went wrong." (§8).
 */
export function ReauthDialog() {
  const open = useAuthStore((state) => state.phase === "reauthRequired");
  const email = useAuthStore((state) => state.session?.email ?? "");
  return open ? <ReauthDialogBody email={email} /> : null;
}

function ReauthDialogBody({ email }: { readonly email: string }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_WINDOW_MS);

  const handleSubmit = async () => {
    if (token.trim() === "") return;
    setBusy(true);
    const outcome = await reauthorise(token.trim());
    setBusy(false);
    if (outcome.kind === "failed") {
      setError(outcome.message);
      setToken("");
    }
  };

  const handleAskAgain = async () => {
    setError(null);
    restart();
    const outcome = await askForNewToken();
    if (outcome.kind === "failed") setError(outcome.message);
  };

  return (
    <Dialog open aria-labelledby="reauth-title" maxWidth="xs" fullWidth>
      <DialogTitle id="reauth-title">{errorCatalogue.reauthNewTokenSent.message}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          For your security, please confirm it's you. Enter the token we e-mailed to <strong>{email}</strong>.
        </DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {clientTexts.tokenDialogError} {error}
          </Alert>
        )}
        <TextInput
          label="Token"
          value={token}
          onChange={setToken}
          onKeyDown={(event) => event.key === "Enter" && void handleSubmit()}
          autoFocus
          autoComplete="one-time-code"
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: "space-between" }}>
        <Button onClick={() => void handleAskAgain()} disabled={secondsLeft > 0 || busy}>
          {secondsLeft > 0 ? `Ask for a new one (${secondsLeft}s)` : "Ask for a new one"}
        </Button>
        <span>
          <Button color="inherit" onClick={() => void logoutAfterAsking()} disabled={busy} sx={{ mr: 1 }}>
            Logout
          </Button>
          <Button
            variant="contained"
            onClick={() => void handleSubmit()}
            loading={busy}
            disabled={token.trim() === ""}
          >
            Submit
          </Button>
        </span>
      </DialogActions>
    </Dialog>
  );
}
