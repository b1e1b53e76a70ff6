import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { createSipProxy, type Logger, type SipProxy } from "@mobex/sip-proxy/sip-proxy";
import type { SipPolicy } from "../../config-sip";
import { sipClockOf } from "./sip-clock";
import { sipHooks, type SipHookDependencies } from "./sip-hooks";

/**
 * The embedded SIP plane (packages/sip-proxy) wired to the domain. Nonces and flow tokens are
 * signed with a key derived from SIP_SECRET, so that no other secret has to be kept; the bounds on
 * what one client may cost and the page origins that may connect come from the config (config-sip.ts).
 */
export function createSipPlane(deps: SipHookDependencies, policy: SipPolicy): SipProxy {
  return createSipProxy({
    domain: deps.sipDomain,
    realm: deps.sipDomain,
    nonceSecret: createHmac("sha256", deps.sipSecret).update("mobex/sip-nonce/v1").digest("base64url"),
    logger: pinoLogger(deps.log.child({ plane: "sip" })),
    clock: sipClockOf(deps.clock),
    hooks: sipHooks(deps),
    limits: policy.limits,
    allowedOrigins: policy.allowedOrigins,
    overload: policy.overload,
  });
}

/** pino takes the fields first and the message second. */
export function pinoLogger(log: FastifyBaseLogger): Logger {
  return {
    debug: (message, context) => log.debug(context ?? {}, message),
    info: (message, context) => log.info(context ?? {}, message),
    warn: (message, context) => log.warn(context ?? {}, message),
    error: (message, context) => log.error(context ?? {}, message),
  };
}
