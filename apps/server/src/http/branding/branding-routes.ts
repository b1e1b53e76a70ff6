import type { FastifyPluginCallback } from "fastify";
import {
  customsQuerySchema,
  logoBodySchema,
  logoEndpoint,
  planLogoEndpoint,
} from "@mobex/contracts/branding";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { sendCatalogueError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/mobex/logo/get/ {token, platform} → 200 {light, dark}: the caller's tenant logos, or
 * /logo.png (spec 1 §7 "Logo fetch"). Registered inside the authenticated scope.
 */
export const logoRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, logoEndpoint, async (request, reply) => {
    logoBodySchema.parse(request.body);
    const { tenant } = requireAuth(request);
    return sendEnvelope(reply, ok(await services.branding.tenantLogo(tenant)));
  });
  done();
};

/**
 * GET /webrtc/mobex/customs/get/?planid=…&name=title_image_url → 200 {value: logo path} for the
 * login page of a reseller plan (no sign-in needed); 404 for an unknown plan.
 */
export const customsRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, planLogoEndpoint, async (request, reply) => {
    const query = customsQuerySchema.parse(request.query);
    const logo = await services.branding.planLogo(query.planid);
    if (logo === undefined) return sendCatalogueError(reply, "notFound");
    return sendEnvelope(reply, ok({ value: logo }));
  });
  done();
};
