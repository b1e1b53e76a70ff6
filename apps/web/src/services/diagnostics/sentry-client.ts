import {
  BrowserClient,
  addBreadcrumb,
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

/** Where and how reports go; what to report and when is the diagnostics feature's business. */
export interface SentryClientOptions {
  readonly dsn: string;
  readonly release: string;
  /** The session to send along (our own server only: a third-party Sentry never sees it). */
  readonly bearerToken: (() => string | null) | null;
  /** Whether the steps before an error (breadcrumbs) may be kept and sent: debug mode. */
  readonly keepSteps: () => boolean;
}

export type SentryLevel = "error" | "warning" | "info";

export interface SentryEventContext {
  readonly level: SentryLevel;
  readonly tags: Readonly<Record<string, string>>;
  readonly contexts?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface SentryClient {
  exception(error: unknown, context: SentryEventContext): void;
  message(text: string, context: SentryEventContext): void;
  /** One step of the app's own (a call's progress), kept beside pages, requests and console. */
  step(category: string, message: string): void;
}

// The steps before an error, when kept at all.
const MAX_BREADCRUMBS = 50;

/**
 * Sends an envelope with fetch; to our own server it also carries the session (Authorization:
 * Bearer), so that the report is stored under the user. A third-party Sentry never sees it.
 */
function transportFor(bearerToken: (() => string | null) | null): NonNullable<BrowserOptions["transport"]> {
  return (options) =>
    createTransport(options, async (request) => {
      const token = bearerToken?.() ?? null;
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

/**
 * Sentry's browser SDK (issue 10, Diagnostics), set up by hand rather than with `init`: only the
 * integrations we use, no global error handlers (diagnostics/commands.ts catches those from the
 * first page on and hands them over), no sessions or tracing.
 */
export function createSentryClient(options: SentryClientOptions): SentryClient {
  const client = new BrowserClient({
    dsn: options.dsn,
    release: options.release,
    transport: transportFor(options.bearerToken),
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
    beforeBreadcrumb: (breadcrumb) => (options.keepSteps() ? breadcrumb : null),
    // Without the steps, a report carries the error alone.
    beforeSend: (event: ErrorEvent) => (options.keepSteps() ? event : { ...event, breadcrumbs: [] }),
    sendClientReports: false,
  });
  setCurrentClient(client);
  client.init();
  return {
    exception: (error, context) => captureException(error, context),
    message: (text, context) => captureMessage(text, context),
    step: (category, message) => addBreadcrumb({ category, message, level: "info" }),
  };
}
