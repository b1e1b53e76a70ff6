import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { authenticatedBodySchema } from "@mobex/contracts/envelope";
import type { AuthContext, SessionAuthenticator } from "../../domain/auth/session-authenticator";
import { HttpError } from "../http-error";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate` for every route of the authenticated scope; null elsewhere. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** A GET read by <img> (avatar/getimage) carries the token in its query instead of a body. */
    tokenInQuery?: boolean;
  }
}

/**
 * The one authentication step of every POST API call (spec 1 §7: "POST with a JSON body containing
 * token"): the JWE must open and its device session must be live, else envelope code 407 "JWE Token
 * Expired", which makes the client renew (spec 1 §4, §8); on the wire that is HTTP 401 with a Bearer
 * `invalid_token` challenge (http-error.ts, `neverProxyAuthOnTheWire`).
 */
export function authenticate(authenticator: SessionAuthenticator): preHandlerAsyncHookHandler {
  return async (request) => {
    const source = request.routeOptions.config.tokenInQuery ? request.query : request.body;
    const { token } = authenticatedBodySchema.parse(source ?? {});
    const auth = await authenticator.authenticate(token);
    if (!auth) throw new HttpError("jweTokenExpired");
    request.auth = auth;
  };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.url} is served outside the authenticated scope`);
  return request.auth;
}
