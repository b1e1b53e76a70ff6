import type { FastifyPluginCallback } from "fastify";
import { provisioningQuerySchema } from "@mobex/contracts/auth";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { sendCatalogueError, sendEnvelope } from "../http-error";
import { tooManyAttempts } from "./too-many-attempts";

/**
 * GET /api/json/webrtc/mobex/provisioning/get/?email=|mobile=&otp=&type= (spec 1 §4, §7):
 * 200 {jwetoken, token} for a pending one-time token or a live device secret (renewal);
 * 401 "We've sent you a new token" {new_token_sent, reauth} for an aged-out device secret;
 * 401 "Wrong token!" inside 60 s of the last token; 404 {new_token_sent: true} otherwise;
 * 404 {new_token_sent: false} for an unknown or unlicensed user; 429 brute-force bound.
 */
export const provisioningRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  app.get("/api/json/webrtc/mobex/provisioning/get/", async (request, reply) => {
    const query = provisioningQuerySchema.parse(request.query);
    const identity = query.email ?? `mobile:${query.mobile?.replace(/^\+/, "")}`;
    const wait = services.authLimits.provisioningWait(identity, request.ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const device = { userAgent: (request.headers["user-agent"] ?? "").slice(0, 512), ip: request.ip };
    const outcome = await services.signIn.provision(query, device);
    switch (outcome.kind) {
      case "signedIn":
      case "renewed":
        return sendEnvelope(reply, ok(outcome.tokens));
      case "reauth":
        return sendCatalogueError(reply, "reauthNewTokenSent", { new_token_sent: true, reauth: true });
      case "wrongToken":
        services.authLimits.recordWrongToken(identity, request.ip);
        return sendCatalogueError(reply, "wrongToken");
      case "newTokenSent":
        services.authLimits.recordWrongToken(identity, request.ip);
        return sendCatalogueError(reply, "tokenExpiredNewSent", { new_token_sent: true });
      case "unknownUser":
        services.authLimits.recordWrongToken(identity, request.ip);
        return sendCatalogueError(reply, "sessionUnknown", { new_token_sent: false });
    }
  });
  done();
};
