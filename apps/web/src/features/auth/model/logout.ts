import { resetQueryCache } from "../../../shared/api/query-cache-reset";
import { confirmLeaving } from "../../../shared/lib/ongoing-uploads";
import { postLogout } from "../api/post-logout";
import { authTransitions, useAuthStore } from "./auth-store";
import { runSignOutTasks } from "./sign-out-tasks";

// spec 1 §3: "A local file store (Files: id, file) holds downloaded media".
const FILE_STORE_DATABASE = "Files";

/**
 * spec 1 §4: "Logout clears local storage and the local file cache". The session is dropped first so
 * that the login guard takes over at once; the sign-out tasks go out with the last token before the
 * server is told to forget it (best effort).
 */
export async function logout(): Promise<void> {
  const jwetoken = useAuthStore.getState().session?.jwetoken;
  const tasks = jwetoken === undefined ? Promise.resolve() : runSignOutTasks(jwetoken);
  authTransitions.signedOut();
  resetQueryCache();
  localStorage.clear();
  if (typeof indexedDB !== "undefined") indexedDB.deleteDatabase(FILE_STORE_DATABASE);
  if (jwetoken === undefined) return;
  await tasks;
  try {
    await postLogout(jwetoken);
  } catch {
    // The server forgets the token at expiry anyway; nothing is left to undo on this device.
  }
}

/** The user's own Log Out (menu, re-login dialog): with an upload running, asks first (spec 2 §5). */
export async function logoutAfterAsking(): Promise<void> {
  if (await confirmLeaving()) await logout();
}
