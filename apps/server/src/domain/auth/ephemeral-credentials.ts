import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Ephemeral SIP/XMPP/TURN credentials, the scheme of Kamailio's auth_ephemeral module and of the
 * TURN REST API (draft-uberti-behave-turn-rest-00 §2.2): username = "<expiry epoch s>:<user>",
 * password = base64(HMAC-SHA1(secret, username)). Any plane holding the secret can verify them
 * without a password table (ARCHITECTURE.md, Identity and tokens). The user part is
 * "<phone>:<device session id>" for a signed-in device, so that a plane can tell which device
 * registered (logout drops its SIP bindings); the draft and auth_ephemeral take everything after
 * the first ':' as an opaque user id, and "<phone>" alone (bench, other tools) is accepted too.
 */

/**
 * Credentials outlive the access token they come in by this much: the client renews the token
 * when it expires and takes the new credentials then, so a re-REGISTER in between still passes.
 */
export const EPHEMERAL_REFRESH_MARGIN_SECONDS = 300;

export type EphemeralCredentials = { username: string; password: string; expiresAt: number };

export function ephemeralPassword(secret: string, username: string): string {
  return createHmac("sha1", secret).update(username).digest("base64");
}

export function createEphemeralCredentials(
  secret: string,
  phone: string,
  nowMs: number,
  ttlSeconds: number,
  device?: string,
): EphemeralCredentials {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = device === undefined ? `${expiresAt}:${phone}` : `${expiresAt}:${phone}:${device}`;
  return { username, password: ephemeralPassword(secret, username), expiresAt };
}

export type VerifiedCredentials = { phone: string; expiresAt: number; device?: string };

/** The device session an ephemeral username was issued to, if it names one. */
export function deviceOfUsername(username: string): string | undefined {
  return /^\d{1,12}:[^:]+:([^:]+)$/.exec(username)?.[1];
}

/**
 * The phone, device and expiry of an unexpired ephemeral username, with the password it must come
 * with, or null. For digest checks (SIP), where the plane compares a hash of the password rather
 * than the password itself.
 */
export function ephemeralAccount(
  secret: string,
  username: string,
  nowMs: number,
): (VerifiedCredentials & { password: string }) | null {
  const match = /^(\d{1,12}):([^:]+)(?::([^:]+))?$/.exec(username);
  if (!match?.[1] || !match[2]) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return null;
  const password = ephemeralPassword(secret, username);
  return { phone: match[2], expiresAt, password, ...(match[3] === undefined ? {} : { device: match[3] }) };
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
  const { password: _password, ...verified } = account;
  return verified;
}
