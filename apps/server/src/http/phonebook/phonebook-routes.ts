import type { FastifyPluginCallback } from "fastify";
import { ok } from "@mobex/contracts/envelope";
import { phonebookListBodySchema, phonebookListEndpoint } from "@mobex/contracts/phonebook";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /cloudphonebook/entries/list/ {token, ignore_disabled_sync_extensions} → 200 with the
 * caller's tenant's phone book sorted by cn (spec 1 §7); an empty book is still 200 with [].
 * 403 for a user without the phone-book flag (spec 1 §6 cpb): the flag guards the data, not only
 * the link to it.
 */
export const phonebookRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, phonebookListEndpoint, async (request, reply) => {
    const body = phonebookListBodySchema.parse(request.body);
    const { tenant, user } = requireAuth(request);
    if (!user.cpb) throw new HttpError("phoneBookDisabled");
    const contacts = await services.phonebook.contacts(tenant, {
      ignoreDisabledSyncExtensions: body.ignore_disabled_sync_extensions,
    });
    return sendEnvelope(reply, ok(contacts));
  });
  done();
};
