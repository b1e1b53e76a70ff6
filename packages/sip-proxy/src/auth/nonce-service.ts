import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../clock/clock";

export type NonceCheck = "valid" | "stale" | "invalid";

/**
 * Stateless digest nonces (RFC 2617 §3.2.1 suggests "time-stamp H(time-stamp ":" ETag ":" private-key)"):
 * the issue time and an HMAC over it, the realm and the connection the challenge went to. A nonce
 * needs no storage, cannot be forged, expires (→ stale=true) and is useless on another connection.
 */
export class NonceService {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly lifetimeMs = 5 * 60_000,
  ) {}

  issue(realm: string, connectionId: string): string {
    const issuedAt = this.clock.now().toString(36);
    return `${issuedAt}.${this.sign(issuedAt, realm, connectionId)}`;
  }

  check(nonce: string, realm: string, connectionId: string): NonceCheck {
    const dot = nonce.indexOf(".");
    if (dot <= 0) return "invalid";
    const issuedAt = nonce.slice(0, dot);
    const given = Buffer.from(nonce.slice(dot + 1));
    const expected = Buffer.from(this.sign(issuedAt, realm, connectionId));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
    const age = this.clock.now() - parseInt(issuedAt, 36);
    if (!(age >= 0)) return "invalid";
    return age > this.lifetimeMs ? "stale" : "valid";
  }

  private sign(issuedAt: string, realm: string, connectionId: string): string {
    return createHmac("sha256", this.secret)
      .update(`${issuedAt}:${realm}:${connectionId}`)
      .digest("base64url");
  }
}
