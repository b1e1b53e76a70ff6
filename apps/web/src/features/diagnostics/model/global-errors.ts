import { exceptionReport } from "./report";
import { enqueue } from "./report-queue";

/**
 * Uncaught errors and unhandled promise rejections, from the first page on (Sentry's own handlers
 * would come only with its SDK, after sign-in). Returns the disposer.
 */
export function catchGlobalErrors(target: Window): () => void {
  const handleError = (event: ErrorEvent) => {
    // A resource that failed to load (an <img>) has no error object: not a script error.
    if (event.error === undefined || event.error === null) return;
    enqueue(exceptionReport(event.error, "unhandled"));
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    enqueue(exceptionReport(event.reason, "unhandled"));
  };
  target.addEventListener("error", handleError);
  target.addEventListener("unhandledrejection", handleRejection);
  return () => {
    target.removeEventListener("error", handleError);
    target.removeEventListener("unhandledrejection", handleRejection);
  };
}
