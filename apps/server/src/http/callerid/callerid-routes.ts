import type { FastifyPluginCallback } from "fastify";
import {
  callerIdListBodySchema,
  callerIdUpdateBodySchema,
  type CallerId,
  callerIdListEndpoint,
  callerIdUpdateEndpoint,
} from "@mobex/contracts/callerid";
import { fail, ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import type { CallerId as StoredCallerId } from "../../domain/calls/caller-id-repository";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

const present = (callerId: StoredCallerId): CallerId => ({
  number: callerId.number,
  description: callerId.description,
  in_use: callerId.inUse ? 1 : 0,
});

/**
 * POST /webrtc/mobex/callerid/list/ {token, phone} → 200 [{number, description, in_use}]
 * POST /webrtc/mobex/callerid/update/ {token, phone, cli} → 200 with the list after the change;
 * 400 when `cli` is not one of the user's caller ids. 403 when `phone` is not the caller's.
 * The one in use is what callees see on the user's outgoing calls (the SIP plane's decoration).
 */
export const callerIdRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, callerIdListEndpoint, async (request, reply) => {
    const { phone } = callerIdListBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, phone);
    const { user } = auth;
    return sendEnvelope(reply, ok((await services.callerIds.list(user.id)).map(present)));
  });

  routeEndpoint(app, callerIdUpdateEndpoint, async (request, reply) => {
    const { phone, cli } = callerIdUpdateBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, phone);
    const { user } = auth;
    if (!(await services.callerIds.select(user.id, cli))) {
      return sendEnvelope(reply, fail(400, "cli: not one of your caller ids"));
    }
    return sendEnvelope(reply, ok((await services.callerIds.list(user.id)).map(present)));
  });
  done();
};
