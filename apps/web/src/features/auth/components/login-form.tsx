import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { chunkComponent } from "../../../shared/lib/chunk-component";
import { TextInput } from "../../../shared/ui/text-input";
import { useLoginForm } from "../hooks/use-login-form";
import { LoginLogo } from "./login-logo";
import { TokenStep } from "./token-step";

// Opens only for an address without a licence: MUI's Dialog stays out of the login page's chunks.
const unlicensedDialog = chunkComponent(async () => (await import("./unlicensed-dialog")).UnlicensedDialog);

/** spec 1 §2 Login screen: e-mail and Request Token, then the token field and Login. */
export function LoginForm() {
  const form = useLoginForm();
  const tokenStep = form.phase === "awaitingToken" || form.phase === "signingIn";
  // Mounted from its first opening on, so that it closes with its transition.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  if (form.unlicensed && !dialogNeeded) setDialogNeeded(true);

  return (
    <Stack spacing={3}>
      <LoginLogo />
      <Box sx={{ textAlign: "center" }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign in to Mobex
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Enter your work e-mail address. We'll e-mail you a one-time token to sign in — no password needed.
        </Typography>
      </Box>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (tokenStep ? form.handleSubmitToken() : form.handleRequestToken());
        }}
      >
        <TextInput
          label="E-mail"
          type="email"
          value={form.email}
          onChange={form.handleEmailChange}
          autoComplete="email"
          autoFocus={!tokenStep}
          disabled={tokenStep || form.phase === "requestingToken"}
          error={form.emailError !== null}
          helperText={form.emailError}
        />
        {tokenStep ? (
          <TokenStep
            email={form.email.trim()}
            token={form.token}
            message={form.tokenMessage}
            submitting={form.phase === "signingIn"}
            onTokenChange={form.handleTokenChange}
            onChangeEmail={form.handleChangeEmail}
          />
        ) : (
          <Button type="submit" variant="contained" size="large" loading={form.phase === "requestingToken"}>
            Request Token
          </Button>
        )}
      </Stack>
      {dialogNeeded && (
        <unlicensedDialog.Component
          open={form.unlicensed}
          email={form.email.trim()}
          onClose={form.handleCloseUnlicensed}
        />
      )}
    </Stack>
  );
}
