import type { FastifyPluginCallback } from "fastify";
import { logoutBodySchema } from "@mobex/contracts/auth";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { sendEnvelope } from "../http-error";
import { requireAuth } from "./authenticate";

/**
 * POST /webrtc/mobex/logout/ {token}: revokes this device's session, so its renewal secret stops
 * working (renewal then answers 404 and the client forgets it, spec 1 §4). 200, data null.
 */
export const logoutRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  app.post("/webrtc/mobex/logout/", async (request, reply) => {
    logoutBodySchema.parse(request.body);
    const { session } = requireAuth(request);
    await services.signIn.logout(session.id);
    services.authenticator.forget(session.id);
    return sendEnvelope(reply, ok(null, 200, "Logged out"));
  });
  done();
};
