import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import {
  AVATAR_BODY_LIMIT_BYTES,
  AVATAR_MAX_BYTES,
  avatarUploadBodySchema,
  avatarUploadEndpoint,
} from "@mobex/contracts/avatar";
import { fail, ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { AvatarUploadError } from "../../domain/avatars/avatar-upload-error";
import { requireAuth } from "../auth/authenticate";
import { ownPhoneOnly } from "../auth/own-phone";
import { sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

/** A multipart file part arrives as a Buffer; the contract speaks base64, so it is read as such. */
function asBase64Fields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("avatar" in body) || !Buffer.isBuffer(body.avatar))
    return body;
  return { ...body, avatar: body.avatar.toString("base64") };
}

/**
 * POST /webrtc/mobex/avatar/upload, a form {token, phone, avatar} (spec 1 §7), urlencoded or
 * multipart (JSON works too). avatar is base64 (or a file part); the picture is checked by its
 * bytes and stored compressed: 200 with data.avatar_hash. Empty avatar → removed, code 204.
 * 400 not a readable JPEG/PNG, 413 over 20 MB, 403 when `phone` is not the caller's own.
 * Only this route accepts a body that large (AVATAR_BODY_LIMIT_BYTES); the rest keep Fastify's 1 MB.
 */
export const avatarUploadRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  // Registered in this plugin's own scope: no other route parses multipart bodies.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    limits: { fieldSize: AVATAR_BODY_LIMIT_BYTES, fileSize: AVATAR_MAX_BYTES, files: 1, fields: 8 },
  });

  routeEndpoint(app, avatarUploadEndpoint, { bodyLimit: AVATAR_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = avatarUploadBodySchema.parse(asBase64Fields(request.body));
    const auth = requireAuth(request);
    ownPhoneOnly(auth, body.phone);
    const owner = { id: auth.user.id, tenantId: auth.tenant.id };
    try {
      const hash = await services.avatars.upload(owner, body.avatar);
      if (hash === null) return sendEnvelope(reply, ok(null, 204, "No Content"));
      return sendEnvelope(reply, ok({ avatar_hash: hash }));
    } catch (error) {
      if (!(error instanceof AvatarUploadError)) throw error;
      request.log.info({ reason: error.reason, detail: error.detail }, "avatar refused");
      return sendEnvelope(reply, fail(error.code, error.message));
    }
  });
};
