/**
 * What "Send debug data" and debug mode send, and where (issue 10: the debug-offer dialog tells the
 * truth). `host` is this server's, or the external Sentry's of SENTRY_DSN; null while unknown.
 */
const where = (host: string | null) => host ?? "the error-report service of your provider";

export const debugDataTexts = {
  on: (host: string | null) =>
    `Debug mode reports every error and every failed call to ${where(host)}, with the steps that led to it: ` +
    "pages opened, requests to the server, console messages, how each call went.",
  off: "Without it, errors are reported without those steps, and other failed calls from one session in ten.",
  switch: (host: string | null) =>
    `Every error and failed call, with the steps before it, goes to ${where(host)}.`,
  kept: "A report names your account and browser, never a number you called or what was said; it is kept for 30 days.",
} as const;
