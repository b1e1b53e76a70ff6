import { z } from "zod";

/**
 * The hosts that frame a Teams tab (Microsoft Learn, Teams platform, "Prerequisites" of tab
 * requirements: teams.microsoft.com, *.teams.microsoft.com and, since the move of Microsoft 365's
 * web clients, *.cloud.microsoft; *.skype.com for the older clients that still use it).
 */
export const TEAMS_FRAME_ANCESTORS = [
  "https://teams.microsoft.com",
  "https://*.teams.microsoft.com",
  "https://*.cloud.microsoft",
  "https://*.skype.com",
];

// A CSP host-source with its scheme and no path (CSP 3 §2.3.1): https://host, https://*.host, :port.
const FRAME_ANCESTOR = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/** FRAME_ANCESTORS (documented in config.ts and apps/server/README.md). */
export const webEnvVars = {
  FRAME_ANCESTORS: z
    .string()
    .optional()
    .transform((list) => (list === undefined ? TEAMS_FRAME_ANCESTORS : list.split(/[\s,]+/).filter(Boolean)))
    // `self` alone: no page but the app's own may frame it.
    .transform((sources) => (sources.length === 1 && sources[0] === "self" ? [] : sources))
    .pipe(
      z.array(z.string().regex(FRAME_ANCESTOR, "must be https://host or https://*.host sources, or self")),
    ),
};
