import { requestToken } from "../api/request-token";
import { deviceSecretOf, getProvisioning, tokensOf } from "../api/get-provisioning";
import { authTransitions, useAuthStore } from "./auth-store";
import { settle } from "./settle";

export type ReauthOutcome = { readonly kind: "done" } | { readonly kind: "failed"; readonly message: string };

/** The re-authorisation dialog's Submit: the device secret answered for the e-mailed token renews from now on. */
export async function reauthorise(otp: string): Promise<ReauthOutcome> {
  const session = useAuthStore.getState().session;
  if (session === null) return { kind: "failed", message: "You are signed out." };
  const answer = await settle(getProvisioning(session.email, otp));
  const tokens = answer.code === 200 && answer.data !== null ? tokensOf(answer.data) : null;
  const deviceSecret = answer.data === null ? null : deviceSecretOf(answer.data);
  if (tokens === null) return { kind: "failed", message: answer.message };
  if (deviceSecret === null) return { kind: "failed", message: "The server sent no device secret." };
  authTransitions.reauthorised({ ...session, ...tokens, onetimetoken: deviceSecret });
  return { kind: "done" };
}

/** "Ask for a new one" (spec 1 §2): e-mails another token to the signed-in address. */
export async function askForNewToken(): Promise<ReauthOutcome> {
  const email = useAuthStore.getState().session?.email;
  if (email === undefined) return { kind: "failed", message: "You are signed out." };
  const answer = await settle(requestToken(email));
  return answer.code === 200 ? { kind: "done" } : { kind: "failed", message: answer.message };
}
