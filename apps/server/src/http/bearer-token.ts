import type { FastifyRequest } from "fastify";

// RFC 6750 §2.1: credentials = "Bearer" 1*SP b64token; the scheme is case-insensitive (RFC 9110 §11.1).
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;
/** A JWE of the session is ~400 characters; anything far longer is no token of ours. */
const MAX_TOKEN_CHARS = 4096;

/**
 * The token of an endpoint whose contract says `tokenInHeader` (spec 2 §7: rooms/join "Authorization
 * header"), or null when the header is absent or malformed.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string" || header.length > MAX_TOKEN_CHARS + 7) return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}
