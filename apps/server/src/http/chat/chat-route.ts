import type { AnswerSchema, Endpoint } from "@mobex/contracts/endpoint";
import { ok } from "@mobex/contracts/envelope";
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import { z } from "zod/mini";
import { hasChat } from "../../domain/chat/chat-colleagues";
import { ChatError } from "../../domain/chat/chat-error";
import type { ChatCaller } from "../../domain/chat/chat-groups";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { routeEndpoint } from "../endpoint-route";
import { HttpError, sendEnvelope } from "../http-error";

/** The data an endpoint's answer carries when it succeeds. */
type AnswerData<A extends AnswerSchema> = z.infer<A>["data"];

export type ChatHandler<Req extends z.core.$ZodType, Ans extends AnswerSchema> = (
  body: z.infer<Req>,
  caller: ChatCaller,
  request: FastifyRequest,
) => Promise<AnswerData<Ans>>;

/**
 * Serves one chat endpoint: the caller must have chat (spec 2 §6: 403 "Chat is not enabled for this
 * user" otherwise), the body is validated by the contract (400 naming the field), a `phone` in it
 * must be the caller's own (403), and the domain's refusals (ChatError) become their catalogue answers.
 */
export function chatRoute<Req extends z.core.$ZodType, Ans extends AnswerSchema>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Ans>,
  handler: ChatHandler<Req, Ans>,
  options: RouteShorthandOptions = {},
): void {
  routeEndpoint(app, endpoint, options, async (request, reply) => {
    const auth = requireAuth(request);
    if (!hasChat(auth.user)) throw new HttpError("chatDisabled");
    const body = z.parse(endpoint.request, request.body);
    if (typeof body === "object" && body !== null && "phone" in body && typeof body.phone === "string")
      ownPhoneOnly(auth, body.phone);
    try {
      const data = await handler(body, { user: auth.user, tenantId: auth.tenant.id }, request);
      return sendEnvelope(reply, ok(data));
    } catch (error) {
      if (error instanceof ChatError) throw new HttpError(error.key, error.data);
      throw error;
    }
  });
}
