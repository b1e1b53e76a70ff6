import type { FastifyPluginCallback } from "fastify";
import { logoutBodySchema, logoutEndpoint } from "@mobex/contracts/auth";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { sendEnvelope } from "../http-error";
import { requireAuth } from "./authenticate";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/mobex/logout/ {token}: revokes this device's session, so its renewal secret stops
 * working (renewal then answers 404 and the client forgets it, spec 1 §4), its JWE is refused at
 * once and the SIP registrations it made are dropped. 200, data null.
 */
export const logoutRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, logoutEndpoint, async (request, reply) => {
    logoutBodySchema.parse(request.body);
    const { user, session } = requireAuth(request);
    // Ends the renewal secret, the JWE (SessionEnds tells the authenticator) and the device's SIP registrations.
    await services.signIn.logout(user, session.id);
    return sendEnvelope(reply, ok(null, 200, "Logged out"));
  });
  done();
};
