import type { LagSource } from "../clock/event-loop-lag";
import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";

export interface OverloadSettings {
  /** Event-loop lag (ms) above which new INVITEs and REGISTERs are refused; 0 turns shedding off. */
  readonly maxEventLoopLagMs: number;
  /** The Retry-After (s, RFC 3261 §20.33) of the 503 they get. */
  readonly retryAfterS: number;
}

/**
 * 200 ms of sustained lag: far beyond a healthy loop (a call is set up in a few ms), and well short
 * of where waiting requests start to time out; a single long task never reaches it (event-loop-lag.ts).
 */
export const DEFAULT_OVERLOAD: OverloadSettings = { maxEventLoopLagMs: 200, retryAfterS: 5 };

/**
 * Load shedding (RFC 3261 §21.5.4, RFC 7339 §1): while the event loop lags, work that would start
 * something new (an INVITE outside any dialog, a REGISTER) is answered 503 with Retry-After before
 * any authentication or hook runs. Everything that belongs to what already exists (ACK, CANCEL,
 * BYE, re-INVITE, UPDATE, PRACK, INFO, NOTIFY, REFER, and every response) always passes, so a call
 * that was set up can always be torn down.
 */
export class OverloadGuard {
  constructor(
    private readonly settings: OverloadSettings,
    /** Undefined when shedding is off. */
    private readonly lag: LagSource | undefined,
  ) {}

  /** The 503 to answer `request` with, or undefined to handle it. */
  shed(request: SipRequest): SipResponse | undefined {
    if (!this.lag || this.settings.maxEventLoopLagMs <= 0 || !startsSomethingNew(request)) return undefined;
    if (this.lag.lagMs() <= this.settings.maxEventLoopLagMs) return undefined;
    return createResponse(request, 503, { headers: [["Retry-After", String(this.settings.retryAfterS)]] });
  }
}

function startsSomethingNew(request: SipRequest): boolean {
  if (request.method === "REGISTER") return true;
  return request.method === "INVITE" && request.toTag() === undefined;
}
