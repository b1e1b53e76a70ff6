import { z } from "zod";
import { readStoredJson, writeStoredJson } from "../../../shared/lib/storage";

/** spec 1 §3 "Auth state": token, jwetoken, email, onetimetoken — kept in local storage. */
export const sessionSchema = z.object({
  token: z.string().min(1),
  jwetoken: z.string().min(1),
  email: z.string().min(1),
  /** The device's renewal secret until logout (ARCHITECTURE.md, Identity and tokens). */
  onetimetoken: z.string().min(1),
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
