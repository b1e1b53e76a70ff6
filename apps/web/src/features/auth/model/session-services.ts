import { configureApiSession } from "../../../shared/api/api-client";
import { authTransitions, useAuthStore } from "./auth-store";
import { renewSession } from "./renew-session";
import { startRenewalScheduler } from "./renewal-scheduler";
import { SESSION_STORAGE_KEY, loadSession } from "./session";

/** Follows the session written by other tabs of this browser (renewal, logout, clear). */
function followOtherTabs(): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== SESSION_STORAGE_KEY))
      return;
    const session = loadSession();
    const current = useAuthStore.getState().session;
    if (session?.jwetoken === current?.jwetoken || useAuthStore.getState().phase === "welcome") return;
    authTransitions.adoptedFromOtherTab(session);
  };
  window.addEventListener("storage", handleStorage);
  return () => window.removeEventListener("storage", handleStorage);
}

/**
 * Connects the session to the one API client (token for every call, renewal on 404/407), arms the
 * expiry timer (spec 1 §4) and follows other tabs. Called once at start-up; returns the disposer.
 */
export function startSessionServices(): () => void {
  configureApiSession({
    jwetoken: () => useAuthStore.getState().session?.jwetoken ?? null,
    renew: async () => (await renewSession()) === "renewed",
  });
  const stopScheduler = startRenewalScheduler({ renew: renewSession });
  const stopFollowing = followOtherTabs();
  return () => {
    stopFollowing();
    stopScheduler();
    configureApiSession(null);
  };
}
