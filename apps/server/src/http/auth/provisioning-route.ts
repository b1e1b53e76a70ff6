import type { FastifyPluginCallback } from "fastify";
import { provisioningQuerySchema, provisioningEndpoint } from "@mobex/contracts/auth";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { sendCatalogueError, sendEnvelope } from "../http-error";
import { tooManyAttempts } from "./too-many-attempts";
import { routeEndpoint } from "../endpoint-route";

/**
 * GET /api/json/webrtc/mobex/provisioning/get/?email=|mobile=&otp=&type= (spec 1 §4, §7):
 * 200 {jwetoken, token, device_secret} for a pending mailed token, {jwetoken, token} for a live
 * device secret (renewal, never refused by a failure limit);
 * 401 "We've sent you a new token" {new_token_sent, reauth} for an aged-out device secret;
 * 401 "Wrong token!" inside 60 s of the last token; 404 {new_token_sent: false} otherwise, and for
 * an unknown user or device secret (no mail: the client asks otp/get); 429 per address or account.
 */
export const provisioningRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, provisioningEndpoint, async (request, reply) => {
    const query = provisioningQuerySchema.parse(request.query);
    const device = { userAgent: (request.headers["user-agent"] ?? "").slice(0, 512), ip: request.ip };
    const wait = services.authLimits.provisioningWait(request.ip);
    const outcome = await services.signIn.provision(query, device, wait);
    switch (outcome.kind) {
      case "signedIn":
        return sendEnvelope(reply, ok({ ...outcome.tokens, device_secret: outcome.deviceSecret }));
      case "renewed":
        return sendEnvelope(reply, ok(outcome.tokens));
      case "tooManyAttempts":
        throw tooManyAttempts(outcome.retryAfterSeconds);
      case "reauth":
        return sendCatalogueError(reply, "reauthNewTokenSent", { new_token_sent: true, reauth: true });
      case "wrongToken":
        services.authLimits.recordWrongToken(request.ip);
        return sendCatalogueError(reply, "wrongToken");
      case "noPendingToken":
      case "unknownUser":
        services.authLimits.recordWrongToken(request.ip);
        return sendCatalogueError(reply, "sessionUnknown", { new_token_sent: false });
      case "unknownSecret":
        // 256 bits are beyond guessing; a signed-out device's renewal must not use up the address.
        return sendCatalogueError(reply, "sessionUnknown", { new_token_sent: false });
    }
  });
  done();
};
