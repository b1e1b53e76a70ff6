/**
 * What one client may cost the proxy. Every limit answers or closes early, before the work it
 * bounds is done; each is an option of `createSipProxy` (`limits`).
 */
export interface SipLimits {
  /**
   * Bindings one AoR may hold (RFC 3261 §10.3 leaves the number to the registrar). A new binding
   * beyond it replaces the AoR's oldest one; a REGISTER with more Contacts than this is refused
   * with 403. Each binding is one branch of every call to the AoR.
   */
  readonly maxBindingsPerAor: number;
  /** Octets of one Contact value a REGISTER may bind (it is copied into every forked INVITE). */
  readonly maxContactBytes: number;
  /** Branches one request may fork to (RFC 3261 §16.6); the newest bindings win. */
  readonly maxBranchesPerFork: number;
  /**
   * Octets of one SIP message (one WebSocket frame, RFC 7118 §5). A larger request is answered
   * 513 when its head can be read (RFC 3261 §21.5.11); frames beyond twice this close the socket.
   */
  readonly maxMessageBytes: number;
  /** Open WebSocket connections from one remote address; more are refused at the upgrade (503). */
  readonly maxSocketsPerAddress: number;
  /** Time after the WebSocket opens by which a request must have carried valid credentials, or the socket closes. */
  readonly authDeadlineMs: number;
  /** Requests a connection may send before one carries valid credentials; one more closes it. */
  readonly maxUnauthenticatedRequests: number;
  /**
   * Out-of-dialog INVITE and MESSAGE per authenticated user: a token bucket of `burst` requests,
   * refilled at `perSecond`; beyond it 503 with Retry-After. `perSecond` 0 turns the limit off.
   */
  readonly callRate: { readonly burst: number; readonly perSecond: number };
}

export const DEFAULT_LIMITS: SipLimits = {
  maxBindingsPerAor: 10,
  maxContactBytes: 1024,
  maxBranchesPerFork: 10,
  maxMessageBytes: 64 * 1024,
  // Generous: an office behind one NAT address (or a reverse proxy that hides the client) shares it.
  maxSocketsPerAddress: 500,
  authDeadlineMs: 30_000,
  maxUnauthenticatedRequests: 20,
  callRate: { burst: 10, perSecond: 1 },
};

/** Limits as `createSipProxy` takes them: any subset (`callRate` too may be given in part). */
export type SipLimitOptions = Partial<Omit<SipLimits, "callRate">> & {
  callRate?: Partial<SipLimits["callRate"]>;
};

/** The defaults with the caller's changes. */
export function resolveLimits(given: SipLimitOptions = {}): SipLimits {
  return { ...DEFAULT_LIMITS, ...given, callRate: { ...DEFAULT_LIMITS.callRate, ...given.callRate } };
}
