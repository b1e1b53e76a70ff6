import type { FastifyPluginCallback } from "fastify";
import { ok } from "@mobex/contracts/envelope";
import { profileBodySchema, profileEndpoint } from "@mobex/contracts/profile";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { sendEnvelope } from "../http-error";
import { presentProfile } from "./profile-presenter";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/api/ {token, name} (spec 1 §7, polled every 20 s): 200 with the caller's profile.
 * `name` is accepted for compatibility and ignored: the answer is only ever the caller's own.
 */
export const profileRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, profileEndpoint, async (request, reply) => {
    profileBodySchema.parse(request.body);
    const { user, tenant } = requireAuth(request);
    return sendEnvelope(reply, ok(presentProfile(user, tenant, services.config)));
  });
  done();
};
