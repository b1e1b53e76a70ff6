import { resolveLimits } from "@mobex/sip-proxy/proxy/limits";
import { DEFAULT_OVERLOAD, type OverloadSettings } from "@mobex/sip-proxy/proxy/overload-guard";
import type { SipLimits } from "@mobex/sip-proxy/sip-proxy";
import { z } from "zod";
import { commaList } from "./config-readers";

const count = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * The SIP plane's bounds (packages/sip-proxy/src/proxy/limits.ts; documented in config.ts and
 * apps/server/README.md). The defaults are the package's; the bench raises the socket and call
 * rate limits, since it opens hundreds of sockets from one address and calls many times a second.
 */
export const sipEnvVars = {
  SIP_ALLOWED_ORIGINS: commaList(
    /^(\*|https?:\/\/[^/\s]+\/?)$/,
    "must be http(s)://host[:port] origins or *",
  ),
  SIP_MAX_BINDINGS_PER_AOR: count(1, 1000, 10),
  SIP_MAX_BRANCHES_PER_FORK: count(1, 1000, 10),
  SIP_MAX_MESSAGE_BYTES: count(4096, 1024 * 1024, 64 * 1024),
  SIP_MAX_SOCKETS_PER_ADDRESS: count(1, 1_000_000, 500),
  SIP_AUTH_DEADLINE_SECONDS: count(1, 3600, 30),
  SIP_MAX_UNAUTHENTICATED_REQUESTS: count(1, 100_000, 20),
  SIP_CALL_RATE_BURST: count(1, 1_000_000, 10),
  SIP_CALL_RATE_PER_SECOND: z.coerce.number().min(0).max(1_000_000).default(1),
  SIP_OVERLOAD_LAG_MS: count(0, 60_000, DEFAULT_OVERLOAD.maxEventLoopLagMs),
  SIP_OVERLOAD_RETRY_AFTER_SECONDS: count(1, 3600, DEFAULT_OVERLOAD.retryAfterS),
};

type SipVars = { [K in keyof typeof sipEnvVars]: z.output<(typeof sipEnvVars)[K]> };

export interface SipPolicy {
  limits: SipLimits;
  /** Page origins that may open /sip besides the server's own host: PUBLIC_URL's and SIP_ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Load shedding: new INVITEs and REGISTERs get 503 while the event loop lags (sip-proxy overload-guard.ts). */
  overload: OverloadSettings;
}

export function sipPolicyOf(vars: SipVars, publicUrl: string): SipPolicy {
  return {
    limits: resolveLimits({
      maxBindingsPerAor: vars.SIP_MAX_BINDINGS_PER_AOR,
      maxBranchesPerFork: vars.SIP_MAX_BRANCHES_PER_FORK,
      maxMessageBytes: vars.SIP_MAX_MESSAGE_BYTES,
      maxSocketsPerAddress: vars.SIP_MAX_SOCKETS_PER_ADDRESS,
      authDeadlineMs: vars.SIP_AUTH_DEADLINE_SECONDS * 1000,
      maxUnauthenticatedRequests: vars.SIP_MAX_UNAUTHENTICATED_REQUESTS,
      callRate: { burst: vars.SIP_CALL_RATE_BURST, perSecond: vars.SIP_CALL_RATE_PER_SECOND },
    }),
    allowedOrigins: [new URL(publicUrl).origin, ...vars.SIP_ALLOWED_ORIGINS],
    overload: {
      maxEventLoopLagMs: vars.SIP_OVERLOAD_LAG_MS,
      retryAfterS: vars.SIP_OVERLOAD_RETRY_AFTER_SECONDS,
    },
  };
}
