import { useEffect } from "react";
import { isDebugMode, onDebugModeChange } from "../model/debug-mode";
import { loadDestination } from "../model/destination-store";
import { watchFailedCalls } from "../model/failed-call-watch";
import { hasPendingReports, loadReporter } from "../model/report-queue";

/**
 * The signed-in side of diagnostics: reports failed calls, sends what waited for a session, and in
 * debug mode loads Sentry's SDK at once, so that it records the steps before an error.
 */
export function DiagnosticsService() {
  useEffect(() => {
    const stopWatching = watchFailedCalls();
    // The debug texts name where reports go; offline, they name this server until it answers.
    loadDestination().catch(() => undefined);
    if (isDebugMode() || hasPendingReports()) void loadReporter();
    const stopFollowing = onDebugModeChange((enabled) => {
      if (enabled) void loadReporter();
    });
    return () => {
      stopFollowing();
      stopWatching();
    };
  }, []);
  return null;
}
