import { CONFERENCE_ASK_TIMEOUT_MS } from "@mobex/contracts/conference-live";
import { z } from "zod";

/** The conference live channel's settings (planes/conference-live; documented in config.ts). */
export const conferenceLiveEnvVars = {
  // spec 2 §8's wait before 'No one in the room to answer'; shorter only for a test run.
  CONFERENCE_ASK_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(CONFERENCE_ASK_TIMEOUT_MS / 1000),
};

type ConferenceLiveVars = {
  [K in keyof typeof conferenceLiveEnvVars]: z.output<(typeof conferenceLiveEnvVars)[K]>;
};

export interface ConferenceLivePolicy {
  /** A join request no moderator answers by then is answered `nomoderator`. */
  askTimeoutMs: number;
}

export function conferenceLivePolicyOf(vars: ConferenceLiveVars): ConferenceLivePolicy {
  return { askTimeoutMs: vars.CONFERENCE_ASK_TIMEOUT_SECONDS * 1000 };
}
