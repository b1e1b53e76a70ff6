import { z } from "zod";
import { DEFAULT_XMPP_LIMITS, type XmppLimits } from "@mobex/xmpp-server/stream/xmpp-limits";

const count = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * The XMPP plane's bounds per client (packages/xmpp-server/src/stream/xmpp-limits.ts; documented in
 * config.ts and apps/server/README.md). The defaults are the package's.
 */
export const xmppEnvVars = {
  XMPP_STANZAS_PER_SECOND: count(1, 100_000, DEFAULT_XMPP_LIMITS.stanzasPerSecond),
  XMPP_STANZA_BURST: count(1, 1_000_000, DEFAULT_XMPP_LIMITS.stanzaBurst),
  XMPP_MAX_SESSIONS_PER_USER: count(1, 1000, DEFAULT_XMPP_LIMITS.maxSessionsPerUser),
  // RFC 6120 §13.12 item 4: a server must accept stanzas of at least 10 000 bytes.
  XMPP_MAX_FRAME_BYTES: count(10_000, 16 * 1024 * 1024, DEFAULT_XMPP_LIMITS.maxFrameBytes),
  XMPP_RESUME_TIMEOUT_SECONDS: count(1, 3600, DEFAULT_XMPP_LIMITS.resumeTimeoutMs / 1000),
  XMPP_AUTH_DEADLINE_SECONDS: count(1, 3600, DEFAULT_XMPP_LIMITS.authTimeoutMs / 1000),
};

type XmppVars = { [K in keyof typeof xmppEnvVars]: z.output<(typeof xmppEnvVars)[K]> };

/** The limits the settings change; the others stay the package's defaults. */
export type XmppSettings = Pick<
  XmppLimits,
  | "stanzasPerSecond"
  | "stanzaBurst"
  | "maxSessionsPerUser"
  | "maxFrameBytes"
  | "resumeTimeoutMs"
  | "authTimeoutMs"
>;

export function xmppSettingsOf(vars: XmppVars): XmppSettings {
  return {
    stanzasPerSecond: vars.XMPP_STANZAS_PER_SECOND,
    stanzaBurst: vars.XMPP_STANZA_BURST,
    maxSessionsPerUser: vars.XMPP_MAX_SESSIONS_PER_USER,
    maxFrameBytes: vars.XMPP_MAX_FRAME_BYTES,
    resumeTimeoutMs: vars.XMPP_RESUME_TIMEOUT_SECONDS * 1000,
    authTimeoutMs: vars.XMPP_AUTH_DEADLINE_SECONDS * 1000,
  };
}
