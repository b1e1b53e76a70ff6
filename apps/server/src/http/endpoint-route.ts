import type { AnswerSchema, Endpoint } from "@mobex/contracts/endpoint";
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from "fastify";
import type { z } from "zod/mini";

type AnyEndpoint = Endpoint<z.core.$ZodType, AnswerSchema>;

/**
 * Serves one contract endpoint: its method and path come from `@mobex/contracts`, the one place the
 * web client reads them too, so a path is never written twice (ARCHITECTURE.md principle 5).
 */
export function routeEndpoint(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  ...rest: [handler: RouteHandlerMethod] | [options: RouteShorthandOptions, handler: RouteHandlerMethod]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({ ...options, method: endpoint.method, url: endpoint.path, handler });
}
