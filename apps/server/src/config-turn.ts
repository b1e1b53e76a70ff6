import { z } from "zod";
import { commaList, ConfigError } from "./config-readers";

/**
 * TURN for the 1:1 video calls (issue 11): TURN_URLS with TURN_SECRET, the `static-auth-secret` of a
 * coturn started with `use-auth-secret` (README, "TURN for video calls"). The server hands each
 * device REST-style ephemeral credentials for them (domain/video/ice-servers.ts); the secret itself
 * never leaves the server.
 */
export const turnEnvVars = {
  TURN_URLS: commaList(/^turns?:\S+$/, "must be turn: or turns: URLs"),
  TURN_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
};

export type TurnConfig = { urls: string[]; secret: string };

/** Both set: TURN with credentials; neither: none; one without the other is a mistake worth stopping for. */
export function turnOf(vars: { TURN_URLS: string[]; TURN_SECRET?: string | undefined }): TurnConfig | null {
  const { TURN_URLS: urls, TURN_SECRET: secret } = vars;
  if (urls.length === 0 && secret === undefined) return null;
  if (urls.length === 0 || secret === undefined)
    throw new ConfigError("invalid configuration:\n  TURN_URLS and TURN_SECRET must be set together");
  return { urls, secret };
}
