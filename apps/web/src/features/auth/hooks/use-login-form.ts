import { useState } from "react";
import { EMAIL_PATTERN, OTP_MIN_LENGTH } from "@mobex/contracts/auth";
import { clientTexts } from "@mobex/contracts/errors";
import { notify } from "../../../shared/ui/notify-store";
import { authTransitions, useAuthStore } from "../model/auth-store";
import { startSignIn, submitToken } from "../model/sign-in";

export const INVALID_EMAIL_TEXT = "Enter a valid e-mail address, like name@company.com";

export interface TokenMessage {
  readonly text: string;
  readonly tone: "error" | "info";
}

/** Field values, messages and handlers of the login form; the phase itself lives in the auth store. */
export function useLoginForm() {
  const phase = useAuthStore((state) => state.phase);
  const [email, setEmail] = useState(() => useAuthStore.getState().email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [token, setToken] = useState("");
  const [tokenMessage, setTokenMessage] = useState<TokenMessage | null>(null);
  const [unlicensed, setUnlicensed] = useState(false);

  const handleRequestToken = async () => {
    const value = email.trim();
    // spec 1 §2: "Empty e-mail or token sends nothing"; spec 1 §5: a standard e-mail pattern.
    if (value === "") return;
    if (!EMAIL_PATTERN.test(value)) {
      setEmailError(INVALID_EMAIL_TEXT);
      return;
    }
    setEmailError(null);
    setTokenMessage(null);
    const outcome = await startSignIn(value.toLowerCase());
    if (outcome.kind === "unlicensed") setUnlicensed(true);
    if (outcome.kind === "refused") setEmailError(outcome.message);
  };

  const submit = async (value: string) => {
    if (value.trim() === "" || useAuthStore.getState().phase !== "awaitingToken") return;
    const outcome = await submitToken(value.trim());
    switch (outcome.kind) {
      case "signedIn":
        return;
      case "wrongToken":
        setToken("");
        setTokenMessage({ text: clientTexts.wrongTokenLogin, tone: "error" });
        notify(clientTexts.wrongToken, "error");
        return;
      case "newTokenSent":
        setToken("");
        setTokenMessage({ text: clientTexts.newTokenEmailed, tone: "info" });
        return;
      case "unlicensed":
        setUnlicensed(true);
        return;
      case "refused":
        setTokenMessage({ text: outcome.message, tone: "error" });
        return;
    }
  };

  const handleTokenChange = (value: string) => {
    setToken(value);
    setTokenMessage(null);
    // spec 1 §2: "A token of 6 or more characters submits automatically".
    if (value.trim().length >= OTP_MIN_LENGTH) void submit(value);
  };

  const handleEmailChange = (value: string) => {
    setEmail(value);
    setEmailError(null);
  };

  const handleChangeEmail = () => {
    setToken("");
    setTokenMessage(null);
    authTransitions.emailChanged();
  };

  return {
    phase,
    email,
    emailError,
    token,
    tokenMessage,
    unlicensed,
    handleEmailChange,
    handleRequestToken,
    handleTokenChange,
    handleSubmitToken: () => submit(token),
    handleChangeEmail,
    handleCloseUnlicensed: () => setUnlicensed(false),
  };
}
