import { z } from "zod/mini";
import { readStoredJson, writeStoredJson } from "../../../shared/lib/storage";

const nonEmpty = z.string().check(z.minLength(1));

/** spec 1 §3 "Auth state": token, jwetoken, email, onetimetoken — kept in local storage. */
export const sessionSchema = z.object({
  token: nonEmpty,
  jwetoken: nonEmpty,
  email: nonEmpty,
  /** The device's renewal secret until logout (ARCHITECTURE.md, Identity and tokens). */
  onetimetoken: nonEmpty,
});
export type Session = z.infer<typeof sessionSchema>;

export const SESSION_STORAGE_KEY = "auth";

export function loadSession(): Session | null {
  return readStoredJson(localStorage, SESSION_STORAGE_KEY, sessionSchema);
}

export function saveSession(session: Session | null): void {
  if (session === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else writeStoredJson(localStorage, SESSION_STORAGE_KEY, session);
}
