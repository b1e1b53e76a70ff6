import { randomBytes, randomInt } from "node:crypto";

/** spec 1 §9: the client auto-submits at 6 characters, so the e-mailed token has exactly 6 digits. */
export const ONE_TIME_TOKEN_DIGITS = 6;

/**
 * 256 bits: a device's renewal secret is presented for months and checked before any failure
 * limit (a valid one is never refused), so it must be beyond online guessing on its own (≥ 128 bits).
 */
export const DEVICE_SECRET_BYTES = 32;

const MAILED_TOKEN = new RegExp(`^\\d{${ONE_TIME_TOKEN_DIGITS}}$`);
/** base64url without padding (RFC 4648 §5) of DEVICE_SECRET_BYTES. */
const DEVICE_SECRET = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((DEVICE_SECRET_BYTES * 4) / 3)}}$`);

export function newMailedToken(): string {
  return randomInt(0, 10 ** ONE_TIME_TOKEN_DIGITS)
    .toString()
    .padStart(ONE_TIME_TOKEN_DIGITS, "0");
}

export function newDeviceSecret(): string {
  return randomBytes(DEVICE_SECRET_BYTES).toString("base64url");
}

/** The two kinds of `otp` never look alike, so a renewal can never spend a guess at the mailed token. */
export function isMailedToken(otp: string): boolean {
  return MAILED_TOKEN.test(otp);
}

export function isDeviceSecret(otp: string): boolean {
  return DEVICE_SECRET.test(otp);
}
