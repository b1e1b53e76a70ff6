import type { FastifyRequest } from "fastify";

const SECRET_PARAMS = /([?&](?:otp|token)=)[^&]*/gi;

/**
 * Fastify's request serializer without secrets: the one-time token travels in the query string of
 * provisioning/get (spec 1 §7), and logs must not become a token store.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMS, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
  };
}
