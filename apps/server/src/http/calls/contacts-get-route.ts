import type { FastifyPluginCallback } from "fastify";
import { contactsGetBodySchema, contactNameEndpoint } from "@mobex/contracts/calls";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/**
 * POST /contacts/get {number, token, type} → 200 {name} (spec 1 §7): the colleague behind an
 * extension or phone of the caller's tenant, the description of a line one of them presents as
 * caller id, or, for a caller with the phone book (cpb), the cn of the tenant's phone-book entry
 * with that telephone, mobile or home number (compared after normalising, see `numberKey`).
 * Anything else, another tenant's numbers and entries included (they are not to be known), answers
 * code 204 with no data: not 404, which spec 1 §4 reserves for "token expired, renew".
 */
export const contactsGetRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, contactNameEndpoint, async (request, reply) => {
    const { number } = contactsGetBodySchema.parse(request.body);
    const { user } = requireAuth(request);
    const colleague = await services.dialPlan.userFor(user, number);
    if (colleague) return sendEnvelope(reply, ok({ name: colleague.name }));
    const line = await services.callerIds.descriptionInTenant(user.tenantId, number);
    if (line !== undefined) return sendEnvelope(reply, ok({ name: line }));
    // A user without the phone book (cpb) learns none of its names this way either.
    const entry = user.cpb ? await services.phonebook.nameForNumber(user.tenantId, number) : undefined;
    if (entry !== undefined) return sendEnvelope(reply, ok({ name: entry }));
    return sendEnvelope(reply, ok(null, 204, "No Content"));
  });
  done();
};
