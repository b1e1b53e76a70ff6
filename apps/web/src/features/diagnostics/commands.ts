/**
 * The diagnostics feature's public face (ARCHITECTURE.md, Layout): error reports with Sentry's
 * browser SDK (issue 10, Diagnostics). This file and the queue stay small: they are on the login
 * page, Sentry's SDK is not.
 */
import { catchGlobalErrors } from "./model/global-errors";
import { exceptionReport, type ReportOrigin } from "./model/report";
import { enqueue } from "./model/report-queue";

export { DEBUG_MODE_KEY, isDebugMode, setDebugMode } from "../../shared/settings/debug-mode";
export { useReportHost } from "./model/destination-store";
export { debugDataTexts } from "./model/debug-data-texts";

/** A caught error (a render error the boundary stopped, say) to report. */
export function reportError(error: unknown, origin: ReportOrigin): void {
  enqueue(exceptionReport(error, origin));
}

/** Called once at start-up: uncaught errors and rejections are reported from then on. */
export function startDiagnostics(): () => void {
  return catchGlobalErrors(window);
}
