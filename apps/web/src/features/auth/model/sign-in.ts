import { requestToken } from "../api/request-token";
import { deviceSecretOf, getProvisioning, newTokenSent, tokensOf } from "../api/get-provisioning";
import { decodeAccessToken } from "./access-token";
import { authTransitions, useAuthStore } from "./auth-store";
import { settle } from "./settle";

export type RequestTokenOutcome =
  | { readonly kind: "sent" }
  | { readonly kind: "unlicensed" }
  | { readonly kind: "refused"; readonly message: string };

/** spec 1 §2: "Enter e-mail, press Request Token; a token field then appears". */
export async function startSignIn(email: string): Promise<RequestTokenOutcome> {
  authTransitions.tokenRequested(email);
  const answer = await settle(requestToken(email));
  if (answer.code === 200) {
    authTransitions.tokenSent();
    return { kind: "sent" };
  }
  authTransitions.tokenRefused();
  // contracts/auth.ts: 403 — e-mail unknown or unlicensed (spec 1 §2 "Correct E-Mail Address?").
  if (answer.code === 403) return { kind: "unlicensed" };
  return { kind: "refused", message: answer.message };
}

export type SubmitTokenOutcome =
  | { readonly kind: "signedIn" }
  | { readonly kind: "wrongToken" }
  | { readonly kind: "newTokenSent" }
  | { readonly kind: "unlicensed" }
  | { readonly kind: "refused"; readonly message: string };

/** Exchanges e-mail plus one-time token for the session (spec 1 §4 "Login and token"). */
export async function submitToken(otp: string): Promise<SubmitTokenOutcome> {
  const email = useAuthStore.getState().email;
  authTransitions.signInStarted();
  const answer = await settle(getProvisioning(email, otp));
  const tokens = answer.code === 200 && answer.data !== null ? tokensOf(answer.data) : null;
  const deviceSecret = answer.data === null ? null : deviceSecretOf(answer.data);
  if (tokens !== null && deviceSecret !== null && decodeAccessToken(tokens.token) !== null) {
    // The typed token is spent; the device secret renews from now on (ARCHITECTURE.md, Identity and tokens).
    authTransitions.signedIn({ ...tokens, email, onetimetoken: deviceSecret });
    return { kind: "signedIn" };
  }
  authTransitions.tokenRejected();
  switch (answer.code) {
    // spec 1 §4: "A wrong token within 60 s of the last request shows 'Wrong token!'".
    case 401:
      return { kind: "wrongToken" };
    // spec 1 §4: otherwise a new token is e-mailed; "On 404 without a pending token request a new
    // token is requested".
    case 404:
      if (answer.data === null || !newTokenSent(answer.data)) await settle(requestToken(email));
      return { kind: "newTokenSent" };
    case 403:
      return { kind: "unlicensed" };
    default:
      return {
        kind: "refused",
        message: tokens === null ? answer.message : "The server sent an unreadable token.",
      };
  }
}
