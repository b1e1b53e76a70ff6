import type { FastifyReply } from "fastify";
import { fail, type Envelope } from "@mobex/contracts/envelope";
import { errorCatalogue, type ErrorKey } from "@mobex/contracts/errors";

/**
 * An answer from the error catalogue, thrown by a route or hook and turned into the envelope by the
 * one error handler (STYLE.md: stable error codes in one catalogue).
 */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly code: number;

  constructor(
    readonly key: ErrorKey,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(errorCatalogue[key].message);
    this.code = errorCatalogue[key].code;
  }
}

/**
 * ARCHITECTURE.md: the HTTP status equals responses[0].code, except 204: HTTP sends no body with
 * it, and the client reads its 204 ("success is responses[0].code 204", spec 1 §7) from the body.
 */
export function sendEnvelope<T>(reply: FastifyReply, envelope: Envelope<T>): FastifyReply {
  const code = envelope.responses[0]?.code ?? 200;
  return reply.code(code === 204 ? 200 : code).send(envelope);
}

export function sendCatalogueError(reply: FastifyReply, key: ErrorKey, data: unknown = null): FastifyReply {
  const entry = errorCatalogue[key];
  return sendEnvelope(reply, fail(entry.code, entry.message, data));
}
