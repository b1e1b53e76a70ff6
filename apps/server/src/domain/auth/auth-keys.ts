import { createHmac } from "node:crypto";

/**
 * Separate keys for separate jobs, all derived from TOKEN_SECRET (HMAC-SHA256 as a KDF with a
 * label, RFC 2104), so that one operator secret is enough and no key is used for two purposes.
 */
export type AuthKeys = {
  /** A256GCM content key of the `jwetoken` (RFC 7518 §5.3, "dir" key management). */
  jwe: Uint8Array;
  /** HS256 key of the access `token` (RFC 7518 §3.2). */
  jwt: Uint8Array;
  /** Key of the stored one-time-token and device-secret hashes. */
  secretHash: Buffer;
};

export function deriveAuthKeys(tokenSecret: string): AuthKeys {
  const derive = (label: string) => createHmac("sha256", tokenSecret).update(label).digest();
  return {
    jwe: new Uint8Array(derive("mobex/jwe/v1")),
    jwt: new Uint8Array(derive("mobex/jwt/v1")),
    secretHash: derive("mobex/secret-hash/v1"),
  };
}

/**
 * A one-time token or device secret as stored: only its HMAC, bound to the user so that the same
 * six digits for two users never collide and a leaked table reveals no token.
 */
export function hashSecret(keys: AuthKeys, userId: string, secret: string): string {
  return createHmac("sha256", keys.secretHash).update(`${userId}:${secret}`).digest("base64url");
}
