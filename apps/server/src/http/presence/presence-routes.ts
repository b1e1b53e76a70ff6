import type { FastifyPluginCallback } from "fastify";
import { ok } from "@mobex/contracts/envelope";
import {
  dndBodySchema,
  onlineStatusBodySchema,
  statusTextBodySchema,
  dndEndpoint,
  onlineStatusEndpoint,
  statusTextEndpoint,
} from "@mobex/contracts/presence";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/**
 * spec 1 §7: status/ (204), online_status/ and phones/update/ (DND). Each changes only the caller;
 * naming anyone else's phone is 403. DND also makes the SIP plane refuse calls as busy. Each change
 * reaches the in-memory directory before the answer (OwnPresenceRepository), so colleagues' next
 * board poll shows it.
 */
export const presenceRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, statusTextEndpoint, async (request, reply) => {
    const body = statusTextBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    await services.ownPresence.setStatusText(auth.user.id, body.status, body.online);
    return sendEnvelope(reply, ok(null, 204, "No Content"));
  });

  routeEndpoint(app, onlineStatusEndpoint, async (request, reply) => {
    const body = onlineStatusBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    const user = await services.ownPresence.setOnlineStatus(auth.user.id, body.status);
    return sendEnvelope(reply, ok({ online_status: user.onlineStatus === "U" ? "U" : "O" }));
  });

  routeEndpoint(app, dndEndpoint, async (request, reply) => {
    const body = dndBodySchema.parse(request.body);
    const auth = requireAuth(request);
    if (body.name !== auth.user.phone && body.name !== auth.user.extension) throw new HttpError("forbidden");
    const user = await services.ownPresence.setDnd(auth.user.id, body.dnd === "1");
    return sendEnvelope(reply, ok({ dnd: user.dnd ? "1" : "0" }));
  });
  done();
};
