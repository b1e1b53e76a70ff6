import { useEffect } from "react";
import { isDebugMode, onDebugModeChange } from "../../../shared/settings/debug-mode";
import { watchCalls } from "../model/call-watch";
import { hasPendingReports, loadReporter } from "../model/report-queue";

/**
 * The signed-in side of diagnostics: reports failed calls, sends what waited for a session, and in
 * debug mode loads Sentry's SDK at once, so that it records the steps before an error.
 */
export function DiagnosticsService() {
  useEffect(() => {
    const stopWatching = watchCalls();
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
