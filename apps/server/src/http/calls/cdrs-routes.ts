import type { FastifyPluginCallback } from "fastify";
import {
  cdrsHideBodySchema,
  cdrsListBodySchema,
  historyHideEndpoint,
  historyListEndpoint,
} from "@mobex/contracts/calls";
import { fail, ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import type { AuthContext } from "../../domain/auth/session-authenticator";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { sendEnvelope } from "../http-error";
import { presentHistoryItem } from "./history-presenter";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/mobex/cdrs/list and POST /cdrs/list {token, phone, limit ≤ 100} → 200 with the
 * caller's visible history, newest first (spec 1 §7, spec 2 §7: both paths are served).
 * POST /webrtc/mobex/cdrs/hide {token, name, uniqueid, hide, type} → responses[0].code 204;
 * 400 when the entry is not the caller's. 403 when `phone` is not the caller's.
 */
export const cdrsRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  const list = async (body: unknown, auth: AuthContext) => {
    const { phone, limit } = cdrsListBodySchema.parse(body);
    ownPhoneOnly(auth, phone);
    // Calls that ended a moment ago wait in a batch (CallRecords): the reader sees them at once.
    await services.callRecords.drain();
    const rows = await services.cdrs.listVisible({ userId: auth.user.id, tenantId: auth.tenant.id }, limit);
    return ok(rows.map(presentHistoryItem));
  };
  // spec 2 §7 serves the list on a second, shorter path as well.
  for (const path of [historyListEndpoint.path, "/cdrs/list"]) {
    app.post(path, async (request, reply) =>
      sendEnvelope(reply, await list(request.body, requireAuth(request))),
    );
  }

  routeEndpoint(app, historyHideEndpoint, async (request, reply) => {
    const body = cdrsHideBodySchema.parse(request.body);
    const auth = requireAuth(request);
    const owner = { userId: auth.user.id, tenantId: auth.tenant.id };
    if (!(await services.cdrs.setHidden(owner, body.uniqueid, body.hide))) {
      return sendEnvelope(reply, fail(400, "uniqueid: no such entry in your history"));
    }
    return sendEnvelope(reply, ok(null, 204, "No Content"));
  });
  done();
};
