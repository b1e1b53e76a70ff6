import { createSentryClient } from "../../../services/diagnostics/sentry-client";
import { sessionToken } from "../../../shared/api/api-client";
import { isDebugMode } from "../../../shared/settings/debug-mode";
import { loadDestination } from "./destination-store";
import type { Reporter } from "./report-queue";

/**
 * The Sentry client (services/diagnostics) aimed where the server says reports go; only debug mode
 * keeps the steps before an error. Each report is tagged with where it was caught.
 */
export async function createSentryReporter(): Promise<Reporter> {
  const { config, destination } = await loadDestination();
  const client = createSentryClient({
    dsn: destination.dsn,
    release: config.release,
    bearerToken: destination.ownServer ? sessionToken : null,
    keepSteps: isDebugMode,
  });
  return {
    step: (step) => client.step(step.category, step.message),
    send(report) {
      const context = { level: report.level, tags: { origin: report.origin } };
      if (report.kind === "exception") {
        client.exception(report.error, context);
        return;
      }
      client.message(report.message, {
        ...context,
        tags: { ...context.tags, ...report.tags },
        contexts: { [report.origin]: { ...report.context } },
      });
    },
  };
}
