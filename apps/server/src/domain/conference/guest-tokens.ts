import { createHash, randomInt } from "node:crypto";

/**
 * Guest tokens (rooms/gettoken): typed by a person from an e-mail, so short and unambiguous — 10
 * characters of an alphabet without 0/o, 1/l/i (31^10 ≈ 8·10^14) — and never stored, only hashed.
 * Guessing is bounded by the join rate limit long before it could succeed.
 */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const GUEST_TOKEN_LENGTH = 10;
/** spec: the token "expires with the meeting/24 h": a day, or until the next occurrence's end if later. */
export const GUEST_TOKEN_MIN_TTL_MS = 24 * 3_600_000;
/** A token asked for long before a meeting still ends within a month. */
export const GUEST_TOKEN_MAX_TTL_MS = 30 * 24 * 3_600_000;

export function newGuestToken(): string {
  let token = "";
  for (let i = 0; i < GUEST_TOKEN_LENGTH; i++) token += ALPHABET[randomInt(ALPHABET.length)] ?? "";
  return token;
}

/** What is stored and looked up; typed tokens are read case-insensitively and without spaces. */
export function guestTokenHash(token: string): string {
  return createHash("sha256").update(token.trim().toLowerCase()).digest("hex");
}

export function guestTokenExpiry(nowMs: number, nextEndMs: number | null): Date {
  const until = Math.max(nowMs + GUEST_TOKEN_MIN_TTL_MS, nextEndMs ?? 0);
  return new Date(Math.min(until, nowMs + GUEST_TOKEN_MAX_TTL_MS));
}
