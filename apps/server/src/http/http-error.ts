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

/** ARCHITECTURE.md: the HTTP status equals responses[0].code. */
export function sendEnvelope<T>(reply: FastifyReply, envelope: Envelope<T>): FastifyReply {
  return reply.code(envelope.responses[0]?.code ?? 200).send(envelope);
}

export function sendCatalogueError(reply: FastifyReply, key: ErrorKey, data: unknown = null): FastifyReply {
  const entry = errorCatalogue[key];
  return sendEnvelope(reply, fail(entry.code, entry.message, data));
}
