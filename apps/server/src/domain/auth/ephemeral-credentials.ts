import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Ephemeral SIP/XMPP/TURN credentials, the scheme of Kamailio's auth_ephemeral module and of the
 * TURN REST API (draft-uberti-behave-turn-rest-00 §2.2): username = "<expiry epoch s>:<user>",
 * password = base64(HMAC-SHA1(secret, username)). Any plane holding the secret can verify them
 * without a password table (ARCHITECTURE.md, Identity and tokens).
 */
export const EPHEMERAL_CREDENTIAL_TTL_SECONDS = 24 * 60 * 60;

export type EphemeralCredentials = { username: string; password: string; expiresAt: number };

export function ephemeralPassword(secret: string, username: string): string {
  return createHmac("sha1", secret).update(username).digest("base64");
}

export function createEphemeralCredentials(
  secret: string,
  phone: string,
  nowMs: number,
  ttlSeconds = EPHEMERAL_CREDENTIAL_TTL_SECONDS,
): EphemeralCredentials {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiresAt}:${phone}`;
  return { username, password: ephemeralPassword(secret, username), expiresAt };
}

export type VerifiedCredentials = { phone: string; expiresAt: number };

/**
 * The user part and expiry of an unexpired ephemeral username, with the password it must come
 * with, or null. Like auth_ephemeral, the user part is everything after the first ':'. For digest
 * checks (SIP), where the plane compares a hash of the password rather than the password itself.
 */
export function ephemeralAccount(
  secret: string,
  username: string,
  nowMs: number,
): (VerifiedCredentials & { password: string }) | null {
  const match = /^(\d{1,12}):(.+)$/.exec(username);
  if (!match?.[1] || !match[2]) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return null;
  return { phone: match[2], expiresAt, password: ephemeralPassword(secret, username) };
}

/** The user part of valid, unexpired credentials, or null. */
export function verifyEphemeralCredentials(
  secret: string,
  username: string,
  password: string,
  nowMs: number,
): VerifiedCredentials | null {
  const account = ephemeralAccount(secret, username, nowMs);
  if (!account) return null;
  const expected = Buffer.from(account.password);
  const given = Buffer.from(password);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { phone: account.phone, expiresAt: account.expiresAt };
}
