import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * POST /webrtc/mobex/diagnostics/get/ {token} → where the web app sends its error reports (issue 10,
 * Diagnostics). `sentryDsn` is the server's SENTRY_DSN (an external Sentry or GlitchTip), else null:
 * the app then reports to this server, `POST /api/<project>/envelope/`, with the DSN
 * `<scheme>://<publicKey>@<its own host>/<project>`, and signs each report with its session.
 */
export const diagnosticsConfigBodySchema = z.object({ token: z.string().min(1, "token is required") });

export const diagnosticsConfigSchema = z.object({
  sentryDsn: z.string().nullable(),
  /** The tenant's prefix: the project of the DSN (Sentry wants a number). */
  project: z.string().regex(/^\d+$/),
  /** The tenant's public DSN key, 32 hex digits. */
  publicKey: z.string().regex(/^[0-9a-f]{32}$/),
  /** The running version (the `release` of every report). */
  release: z.string(),
});
export type DiagnosticsConfig = z.infer<typeof diagnosticsConfigSchema>;
export const diagnosticsConfigAnswerSchema = envelopeSchema(diagnosticsConfigSchema);

/** POST /webrtc/mobex/diagnostics/get/ {token} → where error reports go. */
export const diagnosticsConfigEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/diagnostics/get/",
  request: diagnosticsConfigBodySchema,
  answer: diagnosticsConfigAnswerSchema,
});

/** The largest envelope the server takes (Sentry's SDK sends one event with its breadcrumbs). */
export const MAX_ENVELOPE_BYTES = 256 * 1024;
