import { isIP } from "node:net";
import { z } from "zod";
import { ConfigError } from "./config-readers";

const count = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const address = z.string().refine((value) => isIP(value) !== 0, "must be an IPv4 or IPv6 address");
const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * The server-side media endpoint (packages/media) and the voicemail service (issue 12; documented
 * in config.ts). The port range is shared with the SFU later: one range for every server-side media.
 */
export const voicemailEnvVars = {
  MEDIA_ADDRESS: address.default("127.0.0.1"),
  MEDIA_ANNOUNCED_ADDRESS: address.optional(),
  MEDIA_PORT_MIN: count(1024, 65535, 40000),
  MEDIA_PORT_MAX: count(1024, 65535, 40999),
  VOICEMAIL_ENABLED: bool.default(true),
  VOICEMAIL_NO_ANSWER_SECONDS: count(5, 120, 25),
  // Below the media session's own 15 min bound (packages/media).
  VOICEMAIL_MAX_SECONDS: count(5, 600, 180),
};

type VoicemailVars = z.output<z.ZodObject<typeof voicemailEnvVars>>;

export interface MediaConfig {
  bindAddress: string;
  /** The public address behind a 1:1 NAT; null announces bindAddress. */
  announcedAddress: string | null;
  portRange: readonly [min: number, max: number];
}

export interface VoicemailPolicy {
  /** Whether unanswered calls go to voicemail for users and tenants that chose nothing. */
  enabledByDefault: boolean;
  /** A tenant's default ring time before voicemail answers. */
  noAnswerSeconds: number;
  /** The longest message a caller may leave. */
  maxMessageSeconds: number;
}

export function mediaConfigOf(vars: VoicemailVars): MediaConfig {
  if (vars.MEDIA_PORT_MIN > vars.MEDIA_PORT_MAX)
    throw new ConfigError("invalid configuration:\n  MEDIA_PORT_MIN must not be above MEDIA_PORT_MAX");
  return {
    bindAddress: vars.MEDIA_ADDRESS,
    announcedAddress: vars.MEDIA_ANNOUNCED_ADDRESS ?? null,
    portRange: [vars.MEDIA_PORT_MIN, vars.MEDIA_PORT_MAX],
  };
}

export function voicemailPolicyOf(vars: VoicemailVars): VoicemailPolicy {
  return {
    enabledByDefault: vars.VOICEMAIL_ENABLED,
    noAnswerSeconds: vars.VOICEMAIL_NO_ANSWER_SECONDS,
    maxMessageSeconds: vars.VOICEMAIL_MAX_SECONDS,
  };
}
