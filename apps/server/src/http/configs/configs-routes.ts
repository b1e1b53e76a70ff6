import type { FastifyPluginCallback } from "fastify";
import {
  configsGetBodySchema,
  configsUpdateBodySchema,
  configsGetEndpoint,
  configsUpdateEndpoint,
} from "@mobex/contracts/configs";
import { ok } from "@mobex/contracts/envelope";
import { VOICEMAIL_CONFIG_KEY } from "@mobex/contracts/voicemail-settings";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/mobex/configs/get {token, phone, config, type} → 200 {config, value|null}
 * POST /webrtc/mobex/configs/update {…, value} → 200 {config, value}; value null clears it.
 * 403 when `phone` is not the caller's (spec 1 §7, per-user stored settings such as busylight);
 * 413 for a new key beyond a user's 32 (user-config-repository.ts).
 */
export const configsRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, configsGetEndpoint, async (request, reply) => {
    const body = configsGetBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    const value = await services.userConfigs.get(auth.user.id, body.config);
    return sendEnvelope(reply, ok({ config: body.config, value }));
  });

  routeEndpoint(app, configsUpdateEndpoint, async (request, reply) => {
    const body = configsUpdateBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    const stored = await services.userConfigs.set(
      auth.user.id,
      body.config,
      body.value,
      new Date(services.clock.now()),
    );
    if (stored === "tooManyKeys") throw new HttpError("tooManyConfigs");
    // The SIP plane caches voicemail settings per call (issue 12): a change counts from the next call.
    if (body.config === VOICEMAIL_CONFIG_KEY) await services.voicemailSettings.userChanged(auth.user.id);
    return sendEnvelope(reply, ok({ config: body.config, value: body.value }));
  });
  done();
};
