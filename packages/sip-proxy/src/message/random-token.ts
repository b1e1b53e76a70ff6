import { randomFillSync } from "node:crypto";

/** Random octets drawn from the CSPRNG a pool at a time: one system call per 4 KiB, not per tag. */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let used = POOL_SIZE;

/**
 * `octets` fresh random octets as hex or base64url: To tags and branch ids (RFC 3261 §19.3 wants
 * them globally unique and random, at least 32 bits). Each octet is handed out once.
 */
export function randomToken(octets: number, encoding: "hex" | "base64url"): string {
  if (used + octets > POOL_SIZE) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString(encoding, used, used + octets);
  used += octets;
  return token;
}
