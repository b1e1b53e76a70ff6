import {
  BrowserClient,
  type BrowserOptions,
  type ErrorEvent,
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  createTransport,
  dedupeIntegration,
  defaultStackParser,
  httpContextIntegration,
  linkedErrorsIntegration,
  setCurrentClient,
} from "@sentry/browser";
import { sessionToken } from "../../../shared/api/api-client";
import { isDebugMode } from "../../../shared/settings/debug-mode";
import { loadDestination } from "./destination-store";
import type { Reporter } from "./report-queue";

// The steps before an error, kept in debug mode only.
const MAX_BREADCRUMBS = 50;

/**
 * Sends an envelope with fetch; to our own server it also carries the session (Authorization:
 * Bearer), so that the report is stored under the user. A third-party Sentry never sees it.
 */
function transportFor(ownServer: boolean): NonNullable<BrowserOptions["transport"]> {
  return (options) =>
    createTransport(options, async (request) => {
      const token = ownServer ? sessionToken() : null;
      const response = await fetch(options.url, {
        method: "POST",
        body: request.body as BodyInit,
        headers: {
          "content-type": "application/x-sentry-envelope",
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        },
        // An error just before the tab closes is still delivered.
        keepalive: true,
      });
      return {
        statusCode: response.status,
        headers: {
          "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
          "retry-after": response.headers.get("retry-after"),
        },
      };
    });
}

/** Without debug mode a report carries the error alone, not the steps before it. */
function withoutStepsUnlessDebug(event: ErrorEvent): ErrorEvent {
  return isDebugMode() ? event : { ...event, breadcrumbs: [] };
}

/**
 * Sentry's browser SDK (issue 10, Diagnostics), set up by hand rather than with `init`: only the
 * integrations we use, no global error handlers (diagnostics/commands.ts catches those from the
 * first page on and hands them over), no sessions or tracing.
 */
export async function createSentryReporter(): Promise<Reporter> {
  const { config, destination } = await loadDestination();
  const client = new BrowserClient({
    dsn: destination.dsn,
    release: config.release,
    transport: transportFor(destination.ownServer),
    stackParser: defaultStackParser,
    // Steps: pages, requests, console (debug-data-texts.ts says so). No clicks: a button's label
    // can hold a colleague's number, and the texts promise that no number is sent.
    integrations: [
      breadcrumbsIntegration({ dom: false }),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
    ],
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeBreadcrumb: (breadcrumb) => (isDebugMode() ? breadcrumb : null),
    beforeSend: withoutStepsUnlessDebug,
    sendClientReports: false,
  });
  setCurrentClient(client);
  client.init();
  return {
    send(report) {
      const context = { level: report.level, tags: { origin: report.origin } };
      if (report.kind === "exception") {
        captureException(report.error, context);
        return;
      }
      captureMessage(report.message, {
        ...context,
        tags: { ...context.tags, ...report.tags },
        contexts: { [report.origin]: { ...report.context } },
      });
    },
  };
}
