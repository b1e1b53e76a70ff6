import { sessionToken } from "../../../shared/api/api-client";
import { isDebugMode } from "../../../shared/settings/debug-mode";
import type { Report, Step } from "./report";
import { isSessionSampled, shouldReport } from "./sampling";

/** What the lazily loaded Sentry client offers (sentry-reporter.ts). */
export interface Reporter {
  send(report: Report): void;
  step(step: Step): void;
}

// Errors before sign-in, or while the SDK loads: kept, a few, until it is there.
const MAX_PENDING = 20;
const pending: Report[] = [];
// Steps taken in debug mode while the SDK loads (it loads when debug mode is turned on).
const MAX_PENDING_STEPS = 50;
const pendingSteps: Step[] = [];
let reporter: Reporter | null = null;
let loading: Promise<void> | null = null;

/**
 * Sentry's SDK weighs some 25 KB: it is fetched only for a signed-in user with something to send
 * (or in debug mode, to collect the steps before an error), never on the login page (issue 9
 * budgets). Until then reports wait here.
 */
export function loadReporter(): Promise<void> {
  if (sessionToken() === null) return Promise.resolve();
  loading ??= import("./sentry-reporter")
    .then(async ({ createSentryReporter }) => {
      reporter = await createSentryReporter();
      for (const step of pendingSteps.splice(0)) reporter.step(step);
      for (const report of pending.splice(0)) reporter.send(report);
    })
    .catch(() => {
      // The SDK's chunk or its settings did not arrive (offline): the next report tries again.
      loading = null;
    });
  return loading;
}

/** Sends (or keeps) a report that passes the sampling of spec 1 §9. */
export function enqueue(report: Report): void {
  if (!shouldReport(report.level, { debug: isDebugMode(), sessionSampled: isSessionSampled(sessionStorage) }))
    return;
  if (reporter !== null) {
    reporter.send(report);
    return;
  }
  if (pending.length < MAX_PENDING) pending.push(report);
  void loadReporter();
}

/**
 * Notes a step the app took, so that a report in debug mode tells what led to it; outside debug
 * mode nothing is kept (spec 1 §4: the steps are what debug mode adds).
 */
export function recordStep(step: Step): void {
  if (!isDebugMode()) return;
  if (reporter !== null) {
    reporter.step(step);
    return;
  }
  if (pendingSteps.length === MAX_PENDING_STEPS) pendingSteps.shift();
  pendingSteps.push(step);
}

/** Reports kept so far; for the signed-in shell, which loads the SDK when there are any. */
export function hasPendingReports(): boolean {
  return pending.length > 0;
}
