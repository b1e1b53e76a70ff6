import { z } from "zod";

/**
 * The part of a Sentry event (develop.sentry.dev, SDK → Event Payloads) that is kept: what the
 * error was, where in the code, on which page and browser, and the steps before it. Anything
 * else the SDK sends is dropped; long texts and lists are cut, not refused, so that an error
 * whose message quotes a huge input is still reported.
 *
 * Control characters other than tab and line breaks become U+FFFD: PostgreSQL refuses NUL in
 * text, and `npm run admin -- diagnostics show` prints these texts to a terminal, where an escape
 * sequence in an error message would otherwise act.
 */
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const text = (max: number) => z.string().transform((value) => value.replace(CONTROL, "\uFFFD").slice(0, max));
const key = text(64);
const scalar = z.union([text(1024), z.number(), z.boolean(), z.null()]);
/** An object of scalars; nested objects and lists are dropped (a context is a flat description). */
const flatObject = z.record(z.string(), z.unknown()).transform((value) =>
  Object.fromEntries(
    Object.entries(value)
      .slice(0, 50)
      .flatMap(([name, entry]) => {
        const parsed = scalar.safeParse(entry);
        const cleanName = key.parse(name);
        return parsed.success ? [[cleanName, parsed.data] as const] : [];
      }),
  ),
);
const atMost = <T extends z.ZodType>(item: T, max: number) =>
  z.array(z.unknown()).transform((list) =>
    list.slice(-max).flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const EVENT_LEVELS = ["fatal", "error", "warning", "log", "info", "debug"] as const;
export type EventLevel = (typeof EVENT_LEVELS)[number];

const frameSchema = z.object({
  filename: text(300).optional(),
  function: text(200).optional(),
  lineno: z.number().int().optional(),
  colno: z.number().int().optional(),
  in_app: z.boolean().optional(),
});

const exceptionSchema = z.object({
  type: text(200).optional(),
  value: text(2000).optional(),
  mechanism: z.object({ type: text(64).optional(), handled: z.boolean().optional() }).optional(),
  // Sentry orders frames oldest first; the newest 50 are where the error is.
  stacktrace: z.object({ frames: atMost(frameSchema, 50).optional() }).optional(),
});

const breadcrumbSchema = z.object({
  timestamp: z.number().optional(),
  type: text(32).optional(),
  category: text(64).optional(),
  level: z.enum(EVENT_LEVELS).optional(),
  message: text(1000).optional(),
  data: flatObject.optional(),
});

const messageSchema = z.union([
  text(2000),
  z.object({ formatted: text(2000).optional(), message: text(2000).optional() }),
]);

export const diagnosticEventSchema = z.object({
  event_id: z.string().regex(/^[0-9a-f]{32}$/, "event_id must be 32 hex digits"),
  // Seconds since the epoch (the browser SDK) or an RFC 3339 time (other SDKs).
  timestamp: z.union([z.number(), z.iso.datetime({ offset: true })]).optional(),
  level: z.enum(EVENT_LEVELS).default("error"),
  platform: text(32).optional(),
  release: text(200).optional(),
  environment: text(64).optional(),
  message: messageSchema.optional(),
  logentry: z.object({ formatted: text(2000).optional(), message: text(2000).optional() }).optional(),
  exception: z.object({ values: atMost(exceptionSchema, 5) }).optional(),
  tags: z
    .record(z.string(), z.unknown())
    .transform((tags) =>
      Object.fromEntries(
        Object.entries(tags)
          .slice(0, 50)
          .map(([name, value]) => [key.parse(name), text(200).parse(String(value))]),
      ),
    )
    .optional(),
  contexts: z
    .record(z.string(), z.unknown())
    .transform((contexts) =>
      Object.fromEntries(
        Object.entries(contexts)
          .slice(0, 20)
          .flatMap(([name, value]) => {
            const parsed = flatObject.safeParse(value);
            return parsed.success ? [[key.parse(name), parsed.data] as const] : [];
          }),
      ),
    )
    .optional(),
  breadcrumbs: z
    .union([atMost(breadcrumbSchema, 100), z.object({ values: atMost(breadcrumbSchema, 100) })])
    .transform((crumbs) => (Array.isArray(crumbs) ? crumbs : crumbs.values))
    .optional(),
  request: z
    .object({ url: text(2000).optional(), headers: flatObject.optional() })
    .transform(({ url, headers }) => ({ url, userAgent: headers?.["User-Agent"] }))
    .optional(),
  sdk: z.object({ name: text(64).optional(), version: text(32).optional() }).optional(),
});
export type DiagnosticEvent = z.output<typeof diagnosticEventSchema>;

/** One line that says what happened: the (last, i.e. outermost) exception, else the message. */
export function titleOf(event: DiagnosticEvent): string {
  const exception = event.exception?.values.at(-1);
  if (exception) {
    const { type, value } = exception;
    return firstLine([type, value].filter(Boolean).join(": ") || "Error");
  }
  const message =
    typeof event.message === "string"
      ? event.message
      : (event.message?.formatted ??
        event.message?.message ??
        event.logentry?.formatted ??
        event.logentry?.message);
  return firstLine(message ?? "(no message)");
}

const firstLine = (value: string) => (value.split("\n", 1)[0] ?? "").slice(0, 200);

/** The event's time, else when it arrived; a time far from now is the client's clock, not the event's. */
export function occurredAt(event: DiagnosticEvent, receivedAtMs: number): Date {
  const { timestamp } = event;
  const ms = typeof timestamp === "number" ? timestamp * 1000 : timestamp ? Date.parse(timestamp) : NaN;
  const plausible = Number.isFinite(ms) && Math.abs(ms - receivedAtMs) < 7 * 24 * 3600 * 1000;
  return new Date(plausible ? ms : receivedAtMs);
}
