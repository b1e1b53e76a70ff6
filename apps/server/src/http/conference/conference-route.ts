import { ROOM_CODE_PATTERN } from "@mobex/contracts/conference";
import type { AnswerSchema, Endpoint } from "@mobex/contracts/endpoint";
import { ok } from "@mobex/contracts/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod/mini";
import type { AppServices } from "../../app-services";
import type { ConferenceMember } from "../../domain/conference/conference-member";
import { ConferenceError } from "../../domain/conference/conference-error";
import { routeEndpoint } from "../endpoint-route";
import { HttpError, sendEnvelope } from "../http-error";

type AnswerData<A extends AnswerSchema> = z.infer<A>["data"];

export type ConferenceHandler<Req extends z.core.$ZodType, Ans extends AnswerSchema> = (
  body: z.infer<Req>,
  request: FastifyRequest<{ Params: Record<string, string> }>,
) => Promise<AnswerData<Ans>>;

/**
 * Serves one rooms endpoint (STYLE.md, a route as a pipeline): the handler authenticates as its
 * endpoint needs (some take no session), the body is validated by the contract (400 naming the
 * field), and the service's refusals (ConferenceError) become their catalogue answers.
 */
export function conferenceRoute<Req extends z.core.$ZodType, Ans extends AnswerSchema>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Ans>,
  handler: ConferenceHandler<Req, Ans>,
  options: ConferenceRouteOptions = {},
): void {
  routeEndpoint(app, endpoint, async (request, reply) => {
    try {
      // A session call answers an expired token with 407 whatever else its body holds, as every
      // other authenticated route does: the client renews before it looks at anything else.
      if (options.sessionInBody) await options.sessionInBody(requireBodyToken(request.body));
      const body = z.parse(endpoint.request, endpoint.method === "GET" ? {} : (request.body ?? {}));
      const data = await handler(body, request as FastifyRequest<{ Params: Record<string, string> }>);
      return sendEnvelope(reply, ok(data));
    } catch (error) {
      if (error instanceof ConferenceError) throw new HttpError(error.key);
      throw error;
    }
  });
}

export interface ConferenceRouteOptions {
  /**
   * The body must carry the session's `token` (without one, 403 'No token': spec 2 §8 Create room),
   * checked by this before the body is validated.
   */
  readonly sessionInBody?: (token: string) => Promise<unknown>;
}

/** The options of a call that needs a session in its body. */
export function sessionInBody(services: AppServices): ConferenceRouteOptions {
  return { sessionInBody: (token) => memberOf(services, token) };
}

function requireBodyToken(body: unknown): string {
  const token = typeof body === "object" && body !== null && "token" in body ? body.token : undefined;
  if (typeof token !== "string" || token === "") throw new ConferenceError("noToken");
  return token;
}

/** The signed-in member of a JWE, or 407 "JWE Token Expired" (the client renews, spec 1 §4). */
export async function memberOf(services: AppServices, jwetoken: string): Promise<ConferenceMember> {
  const auth = await services.authenticator.authenticate(jwetoken);
  if (!auth) throw new HttpError("jweTokenExpired");
  return { user: auth.user, tenant: auth.tenant };
}

/** A session is optional (guests): none → null; one that does not open → 407 as anywhere else. */
export async function optionalMemberOf(
  services: AppServices,
  jwetoken: string | undefined,
): Promise<ConferenceMember | null> {
  if (jwetoken === undefined || jwetoken === "") return null;
  return memberOf(services, jwetoken);
}

/** The path's room code; one that cannot be a code names no room (404 'Room does not exist'). */
export function roomParam(request: FastifyRequest<{ Params: Record<string, string> }>, name: string): string {
  const value = request.params[name] ?? "";
  if (!ROOM_CODE_PATTERN.test(value)) throw new ConferenceError("roomNotFound");
  return value;
}
