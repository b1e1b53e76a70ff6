import { callTransitions } from "../model/call-store";
import type { CallRegistry } from "./call-registry";

// spec 1 §9: "call statistics sampled every 5 s".
export const STATS_INTERVAL_MS = 5_000;

/** Reads each live call's RTP figures into its call (spec 1 §3 "call statistics"). */
export function startStatsSampler(registry: CallRegistry): () => void {
  const timer = setInterval(() => {
    for (const [callId, session] of registry.liveSessions()) {
      session.stats().then(
        (stats) => stats !== null && callTransitions.patched(callId, { stats }),
        () => undefined,
      );
    }
  }, STATS_INTERVAL_MS);
  return () => clearInterval(timer);
}
