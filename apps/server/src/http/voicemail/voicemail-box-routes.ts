import type { FastifyInstance } from "fastify";
import { ok } from "@mobex/contracts/envelope";
import {
  voicemailAudioEndpoint,
  voicemailDeleteEndpoint,
  voicemailHeardEndpoint,
  voicemailListEndpoint,
} from "@mobex/contracts/voicemail-box";
import { voicemailDefaultsEndpoint } from "@mobex/contracts/voicemail-settings";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";
import { presentVoicemail } from "./voicemail-presenter";

/**
 * The visual voicemail (issue 12): the caller's own messages only. The store answers for the
 * signed-in user alone, so a message of another user or tenant is 410, like one that was deleted
 * (not 404, which the client reads as an expired token).
 */
export function voicemailBoxRoutes(app: FastifyInstance, { services }: RouteOptions): void {
  const store = services.voicemail;

  routeEndpoint(app, voicemailListEndpoint, async (request, reply) => {
    voicemailListEndpoint.request.parse(request.body);
    const messages = await store.list(requireAuth(request).user.id);
    void reply.header("Cache-Control", "no-store");
    return sendEnvelope(reply, ok({ messages: messages.map(presentVoicemail) }));
  });

  routeEndpoint(app, voicemailAudioEndpoint, async (request, reply) => {
    const { id } = voicemailAudioEndpoint.request.parse(request.body);
    const wav = await store.audio(requireAuth(request).user.id, id);
    if (!wav) throw new HttpError("voicemailGone", null, { "Cache-Control": "no-store" });
    return reply
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .type("audio/wav")
      .send(wav);
  });

  routeEndpoint(app, voicemailHeardEndpoint, async (request, reply) => {
    const { id, heard } = voicemailHeardEndpoint.request.parse(request.body);
    const userId = requireAuth(request).user.id;
    if (!(await store.markHeard(userId, id, heard))) throw new HttpError("voicemailGone");
    return sendEnvelope(reply, ok({ count: await store.countNew(userId) }));
  });

  routeEndpoint(app, voicemailDefaultsEndpoint, async (request, reply) => {
    voicemailDefaultsEndpoint.request.parse(request.body);
    const defaults = await services.voicemailSettings.defaultsFor(requireAuth(request).user.tenantId);
    return sendEnvelope(reply, ok(defaults));
  });

  routeEndpoint(app, voicemailDeleteEndpoint, async (request, reply) => {
    const { id } = voicemailDeleteEndpoint.request.parse(request.body);
    const userId = requireAuth(request).user.id;
    if (!(await store.delete(userId, id))) throw new HttpError("voicemailGone");
    return sendEnvelope(reply, ok({ count: await store.countNew(userId) }));
  });
}
