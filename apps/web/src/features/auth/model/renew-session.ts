import { isApiError } from "../../../shared/api/api-error";
import { getProvisioning, reauthRequested, tokensOf } from "../api/get-provisioning";
import { authTransitions, useAuthStore } from "./auth-store";
import { logout } from "./logout";

export type RenewalOutcome = "renewed" | "loggedOut" | "reauthRequired" | "failed";

let inflight: Promise<RenewalOutcome> | null = null;

async function runRenewal(): Promise<RenewalOutcome> {
  const session = useAuthStore.getState().session;
  if (session === null) return "loggedOut";
  if (useAuthStore.getState().phase === "reauthRequired") return "reauthRequired";
  authTransitions.renewalStarted();
  try {
    const answer = await getProvisioning(session.email, session.onetimetoken);
    const tokens = tokensOf(answer.data);
    if (answer.code === 200 && tokens !== null) {
      authTransitions.renewed({ ...session, ...tokens });
      return "renewed";
    }
    // spec 1 §4: "if renewal answers 404 the user is logged out".
    if (answer.code === 404) {
      await logout();
      return "loggedOut";
    }
    // contracts/auth.ts: 401 with data.reauth — a new token was e-mailed for the dialog.
    if (answer.code === 401 && reauthRequested(answer.data)) {
      authTransitions.reauthRequired();
      return "reauthRequired";
    }
  } catch (error) {
    if (isApiError(error, "http") && error.code === 404) {
      await logout();
      return "loggedOut";
    }
  }
  authTransitions.renewalFailed();
  return "failed";
}

/**
 * Renews the JWE and access tokens with the stored one-time token (spec 1 §4). Concurrent callers —
 * the expiry timer and several 404/407 answers at once — share one request.
 */
export function renewSession(): Promise<RenewalOutcome> {
  inflight ??= runRenewal().finally(() => {
    inflight = null;
  });
  return inflight;
}
