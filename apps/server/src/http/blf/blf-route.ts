import type { FastifyPluginCallback } from "fastify";
import { blfGetBodySchema, blfTexts, blfGetEndpoint } from "@mobex/contracts/blf";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { HttpError, sendEnvelope } from "../http-error";
import { sendEntriesJson } from "./board-envelope";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /webrtc/mobex/blf/get/ {token} (spec 1 §7, polled every 5 s): 200 with the caller's board,
 * responses[0].code 204 "BLF is currently not configured" (HTTP 200, like cdrs/hide) without
 * buttons, 429 with the spec's text (and Retry-After) when this device polls faster than the 5 s
 * rhythm allows. The pipeline of STYLE.md: authenticate (scope hook) → rate limit → validate → handle.
 */
export const blfRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, blfGetEndpoint, async (request, reply) => {
    const auth = requireAuth(request);
    const wait = services.boardPolls.take(auth.session.id);
    if (wait > 0) throw new HttpError("blfTooFast", null, { "retry-after": String(wait) });
    blfGetBodySchema.parse(request.body);
    const entries = await services.board.entriesJson({ userId: auth.user.id, tenantId: auth.tenant.id });
    if (entries === undefined) return sendEnvelope(reply, ok(null, 204, blfTexts.notConfigured));
    return sendEntriesJson(reply, entries);
  });
  done();
};
