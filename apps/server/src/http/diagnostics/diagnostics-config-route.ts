import type { FastifyPluginCallback } from "fastify";
import { diagnosticsConfigBodySchema, diagnosticsConfigEndpoint } from "@mobex/contracts/diagnostics";
import { ok } from "@mobex/contracts/envelope";
import { APP_VERSION } from "@mobex/contracts/version";
import type { RouteOptions } from "../../app-services";
import { tenantPublicKey } from "../../domain/diagnostics/diagnostics-keys";
import { requireAuth } from "../auth/authenticate";
import { routeEndpoint } from "../endpoint-route";
import { sendEnvelope } from "../http-error";

/**
 * POST /webrtc/mobex/diagnostics/get/ {token} → {sentryDsn, project, publicKey, release}: where the
 * signed-in web app sends its error reports (contracts/diagnostics.ts).
 */
export const diagnosticsConfigRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, diagnosticsConfigEndpoint, async (request, reply) => {
    diagnosticsConfigBodySchema.parse(request.body);
    const { tenant } = requireAuth(request);
    return sendEnvelope(
      reply,
      ok({
        sentryDsn: services.config.sentryDsn,
        project: tenant.prefix,
        publicKey: tenantPublicKey(services.config.tokenSecret, tenant.id),
        release: APP_VERSION,
      }),
    );
  });
  done();
};
