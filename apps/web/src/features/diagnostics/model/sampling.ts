/**
 * spec 1 §9: "Error reporting sample rate 10 percent of sessions (100 percent on error or debug
 * mode)". Errors are always reported; what is not an error (a call refused as busy, say) is
 * reported from one browser session in ten, and from every session in debug mode.
 */
export const SESSION_SAMPLE_RATE = 0.1;

export type ReportLevel = "error" | "warning";

export interface Sampling {
  readonly debug: boolean;
  readonly sessionSampled: boolean;
}

export function shouldReport(level: ReportLevel, sampling: Sampling): boolean {
  return level === "error" || sampling.debug || sampling.sessionSampled;
}

// Per tab session, so that a reload keeps the decision and the 10 % counts sessions, not pages.
const SAMPLED_KEY = "diagnostics-sampled";

/** Decided once per browser session (the tab's session storage) and then remembered. */
export function isSessionSampled(storage: Storage, random: () => number = Math.random): boolean {
  const known = storage.getItem(SAMPLED_KEY);
  if (known !== null) return known === "1";
  const sampled = random() < SESSION_SAMPLE_RATE;
  storage.setItem(SAMPLED_KEY, sampled ? "1" : "0");
  return sampled;
}
