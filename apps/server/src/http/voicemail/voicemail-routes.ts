import type { FastifyPluginCallback } from "fastify";
import { ok } from "@mobex/contracts/envelope";
import { checkNewBodySchema, checkNewEndpoint } from "@mobex/contracts/voicemail";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";
import { voicemailBoxRoutes } from "./voicemail-box-routes";

/**
 * POST /webrtc/mobex/messages/checknew {token, mailbox, phone} → 200 {count} (spec 1 §7): the new
 * messages of the caller's own mailbox. Another phone or another mailbox is 403, never a count.
 * The visual voicemail's routes (list, audio, heard, delete) come with it.
 */
export const voicemailRoutes: FastifyPluginCallback<RouteOptions> = (app, options, done) => {
  const { services } = options;
  routeEndpoint(app, checkNewEndpoint, async (request, reply) => {
    const body = checkNewBodySchema.parse(request.body);
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    const mailbox = body.mailbox?.trim() ?? "";
    if (mailbox !== "" && mailbox !== auth.user.mailbox) throw new HttpError("forbidden");
    return sendEnvelope(reply, ok({ count: await services.voicemail.countNew(auth.user.id) }));
  });
  voicemailBoxRoutes(app, options);
  done();
};
