import { z } from "zod";

/**
 * The rooms API's settings (issue 14; documented in config.ts). CONFERENCE_JANUS_URL points the
 * web client at a real Janus (the scale-out path, ARCHITECTURE.md "packages/sfu") instead of the
 * embedded SFU at this server's /janus.
 */
export const conferenceEnvVars = {
  CONFERENCE_JANUS_URL: z.url({ protocol: /^wss?$/, error: "must be a ws:// or wss:// URL" }).optional(),
};

type ConferenceVars = z.output<z.ZodObject<typeof conferenceEnvVars>>;

export interface ConferencePolicy {
  /** The Janus WebSocket URL browsers use; null: this server's /janus. */
  janusUrl: string | null;
}

export function conferencePolicyOf(vars: ConferenceVars): ConferencePolicy {
  return { janusUrl: vars.CONFERENCE_JANUS_URL ?? null };
}
