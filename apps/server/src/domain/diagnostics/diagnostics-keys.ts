import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A tenant's public DSN key (the `sentry_key` of its DSN): 32 hex digits derived from TOKEN_SECRET
 * and the tenant, so that nothing is stored and every node agrees. Like Sentry's, it is not a
 * secret from the tenant's own users; it lets a browser whose session has lapsed still report.
 */
export function tenantPublicKey(tokenSecret: string, tenantId: string): string {
  return createHmac("sha256", tokenSecret)
    .update(`mobex/diagnostics-key/v1:${tenantId}`)
    .digest("hex")
    .slice(0, 32);
}

export function isTenantPublicKey(tokenSecret: string, tenantId: string, given: string): boolean {
  const expected = Buffer.from(tenantPublicKey(tokenSecret, tenantId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
