/** How long bindings may live, in seconds (RFC 3261 §10.2.1.1, §10.3 step 7). */
export interface ExpiryPolicy {
  /** When neither the Contact nor the request gives one. RFC 3261 §10.2.1.1 suggests 3600. */
  readonly defaultS: number;
  /** Shorter non-zero requests get 423 Interval Too Brief with Min-Expires (§10.3 step 7). */
  readonly minS: number;
  /** Longer requests are shortened to this (§10.3 step 7: "MAY shorten"). */
  readonly maxS: number;
}

export const DEFAULT_EXPIRY: ExpiryPolicy = { defaultS: 3600, minS: 60, maxS: 3600 };

export type ExpiryDecision = { kind: "ok"; seconds: number } | { kind: "too-brief" } | { kind: "malformed" };

/** RFC 3261 §10.2.1.1: the Contact's expires parameter wins over the Expires header. */
export function decideExpiry(
  param: string | undefined,
  header: number | undefined,
  policy: ExpiryPolicy,
): ExpiryDecision {
  let requested = header ?? policy.defaultS;
  if (param !== undefined) {
    if (!/^\d{1,10}$/.test(param)) return { kind: "malformed" };
    requested = Number(param);
  }
  if (requested === 0) return { kind: "ok", seconds: 0 };
  if (requested < policy.minS) return { kind: "too-brief" };
  return { kind: "ok", seconds: Math.min(requested, policy.maxS) };
}
