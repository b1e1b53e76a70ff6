import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { core } from "zod";
import { fail } from "@mobex/contracts/envelope";
import { HttpError, neverProxyAuthOnTheWire, sendCatalogueError, sendEnvelope } from "./http-error";

/** Answers a request no route took (the SPA's history fallback), true when it did. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The one error handler (STYLE.md, fastify/demo): validation → 400 naming the field, catalogue
 * errors → their code, Fastify's own client errors → their status, anything else → 500 without
 * internals (the details go to the log). Whatever the code, HTTP 407 never leaves the server.
 */
export function installErrorHandling(app: FastifyInstance, fallback: NotFoundFallback | null): void {
  app.addHook("onSend", neverProxyAuthOnTheWire);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // $ZodError: schemas of either zod API (the contracts on the login page use zod/mini).
    if (error instanceof core.$ZodError) {
      const issue = error.issues[0];
      const field = issue?.path.join(".") || "body";
      const message = issue?.message ?? "invalid";
      return sendEnvelope(reply, fail(400, message.startsWith(field) ? message : `${field}: ${message}`));
    }
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
      return sendEnvelope(reply, fail(error.code, error.message, error.data));
    }
    const status = "statusCode" in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return sendEnvelope(reply, fail(status, error.message));
    }
    request.log.error({ err: error }, "request failed");
    return sendCatalogueError(reply, "internal");
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return sendCatalogueError(reply, "notFound");
  });
}
