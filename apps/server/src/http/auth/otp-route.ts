import type { FastifyPluginCallback } from "fastify";
import { otpRequestQuerySchema, requestTokenEndpoint } from "@mobex/contracts/auth";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { sendCatalogueError, sendEnvelope } from "../http-error";
import { tooManyAttempts } from "./too-many-attempts";
import { routeEndpoint } from "../endpoint-route";

/**
 * GET /api/json/webrtc/mobex/otp/get/?email=…&type=web (spec 1 §7): e-mails a one-time token.
 * 200 {sent, retry_after_seconds}; 403 unknown or unlicensed e-mail (no mail); 429 brute-force bound.
 */
export const otpRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, requestTokenEndpoint, async (request, reply) => {
    const query = otpRequestQuerySchema.parse(request.query);
    const wait = services.authLimits.admitTokenRequest(query.email, request.ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const outcome = await services.signIn.requestToken(query.email);
    switch (outcome.kind) {
      case "unlicensed":
        return sendCatalogueError(reply, "unlicensed");
      case "sent":
        return sendEnvelope(
          reply,
          ok({ sent: true, retry_after_seconds: outcome.retryAfterSeconds }, 200, "Token sent"),
        );
      case "stillValid":
        return sendEnvelope(
          reply,
          ok({ sent: false, retry_after_seconds: outcome.retryAfterSeconds }, 200, "Token already sent"),
        );
    }
  });
  done();
};
