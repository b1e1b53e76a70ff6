import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { TextInput } from "../../../shared/ui/text-input";
import type { TokenMessage } from "../hooks/use-login-form";
import { welcomeProfile } from "./welcome-profile-chunk";

interface TokenStepProps {
  readonly email: string;
  readonly token: string;
  readonly message: TokenMessage | null;
  readonly submitting: boolean;
  readonly onTokenChange: (value: string) => void;
  readonly onChangeEmail: () => void;
}

/** spec 1 §2: the token field that appears after Request Token, and the Login button. */
export function TokenStep({
  email,
  token,
  message,
  submitting,
  onTokenChange,
  onChangeEmail,
}: TokenStepProps) {
  // The welcome screen's profile fetch is next: it arrives while the token is on its way and being
  // typed. Should the fetch fail, the welcome screen fetches it again when drawn.
  useEffect(() => void welcomeProfile.preload().catch(() => undefined), []);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        We sent a one-time token to <strong>{email}</strong>. It can take a minute to arrive.
      </Typography>
      <TextInput
        label="Token"
        value={token}
        onChange={onTokenChange}
        autoFocus
        autoComplete="one-time-code"
        // The e-mailed token is six digits: phones show their number pad.
        inputMode="numeric"
        readOnly={submitting}
        error={message?.tone === "error"}
        helperText={message?.text}
        tone={message?.tone}
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Login
      </Button>
      <Button
        variant="text"
        size="small"
        onClick={onChangeEmail}
        disabled={submitting}
        sx={{ alignSelf: "center" }}
      >
        Use a different e-mail
      </Button>
    </Stack>
  );
}
