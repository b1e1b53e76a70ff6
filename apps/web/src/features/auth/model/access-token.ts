import { type AccessTokenClaims, accessTokenClaimsSchema } from "@mobex/contracts/auth";
import { decodeJwtPayload } from "../../../shared/lib/jwt";

/** Renew a minute before expiry, so that SIP and XMPP never hold an expired credential. */
export const RENEW_LEAD_MS = 60_000;
/** setTimeout cannot wait longer than 2^31-1 ms; a longer wait is simply re-armed by the next token. */
const MAX_TIMER_MS = 2_147_483_647;

/** The signed access token's claims (spec 1 §3: exp, username, password, host, phone, video_support). */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  try {
    const parsed = accessTokenClaimsSchema.safeParse(decodeJwtPayload(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** spec 1 §4: "When the access token's expiry passes it is renewed with the stored one-time token". */
export function renewalDelayMs(claims: Pick<AccessTokenClaims, "exp">, nowMs: number): number {
  const delay = claims.exp * 1000 - RENEW_LEAD_MS - nowMs;
  return Math.min(Math.max(delay, 0), MAX_TIMER_MS);
}
