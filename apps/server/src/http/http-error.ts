import type { FastifyReply, onSendHookHandler } from "fastify";
import { fail, type Envelope } from "@mobex/contracts/envelope";
import { chatErrorCatalogue } from "@mobex/contracts/chat-errors";
import { conferenceErrorCatalogue } from "@mobex/contracts/conference-errors";
import { errorCatalogue as sharedCatalogue, type ErrorKey as SharedErrorKey } from "@mobex/contracts/errors";

/**
 * The server answers from all catalogues; chat's and the conference's stay apart in contracts so that the first screen's
 * bundle (which reads errors.ts) does not carry the chat texts.
 */
const errorCatalogue = { ...sharedCatalogue, ...chatErrorCatalogue, ...conferenceErrorCatalogue };
type ErrorKey = SharedErrorKey | keyof typeof chatErrorCatalogue | keyof typeof conferenceErrorCatalogue;

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
 * The other exception, 407, is rewritten for every answer by `neverProxyAuthOnTheWire`.
 */
export function sendEnvelope<T>(reply: FastifyReply, envelope: Envelope<T>): FastifyReply {
  const code = envelope.responses[0]?.code ?? 200;
  return reply.code(code === 204 ? 200 : code).send(envelope);
}

export function sendCatalogueError(reply: FastifyReply, key: ErrorKey, data: unknown = null): FastifyReply {
  const entry = errorCatalogue[key];
  return sendEnvelope(reply, fail(entry.code, entry.message, data));
}

/**
 * RFC 6750 §3.1 `invalid_token`: "The access token provided is expired, revoked, malformed, or
 * invalid". Sent with the wire 401 that carries envelope code 407 "JWE Token Expired".
 */
export const EXPIRED_TOKEN_CHALLENGE = 'Bearer error="invalid_token"';

/**
 * RFC 9110 §15.5.2: a 401 MUST carry a challenge. The sign-in answers that are 401 in the envelope
 * ("Wrong token!", "We've sent you a new token") are not about a bearer token yet; RFC 6750 §3 says
 * a request without usable credentials gets the scheme and realm, with no error code.
 */
export const SIGN_IN_CHALLENGE = 'Bearer realm="mobex"';

/**
 * ARCHITECTURE.md "HTTP answer envelope": never send HTTP 407. RFC 9110 §15.5.8 reserves 407 for a
 * proxy; Chromium refuses it from an origin server (net::ERR_UNEXPECTED_PROXY_AUTH, the fetch
 * rejects) and so does Node's fetch, so the spec's renewal rule (spec 1 §4, §8: "any 404 or 407
 * means the token expired") would never run. The envelope keeps 407; the wire says 401 with the
 * Bearer challenge RFC 9110 §15.5.2 requires of a 401 (and any other 401 gets its challenge too). An onSend hook, so that it holds for every
 * route, whatever way it set its status; a callback hook, so the hot path (blf/get) makes no promise.
 */
export const neverProxyAuthOnTheWire: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.statusCode === 407) void reply.code(401).header("WWW-Authenticate", EXPIRED_TOKEN_CHALLENGE);
  else if (reply.statusCode === 401 && !reply.hasHeader("WWW-Authenticate"))
    void reply.header("WWW-Authenticate", SIGN_IN_CHALLENGE);
  done(null, payload);
};
