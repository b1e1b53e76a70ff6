import type { FastifyPluginCallback } from "fastify";
import { avatarGetQuerySchema, avatarHashEndpoint } from "@mobex/contracts/avatar";
import { ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { requireAuth } from "../auth/authenticate";
import { HttpError, sendEnvelope } from "../http-error";
import { routeEndpoint } from "../endpoint-route";

// The URL names the hash, and a new picture has a new hash: the bytes behind it never change.
const IMMUTABLE = "private, max-age=31536000, immutable";
// A stale hash (a board polled before the change) gets the current picture, re-checked soon.
const SHORT = "private, max-age=60";

/**
 * GET /webrtc/mobex/avatar/getimage?name=<phone or extension>&token=…&hash=…&t=… (spec 1 §7), read
 * by <img>, hence the token in the query (`tokenInQuery`). Without hash: the JSON envelope with
 * data.avatar_hash ("" when there is no picture to see). With a hash: the image bytes with an ETag;
 * cached for ever when the hash is current, for a minute when it is stale. 404 when the user has no
 * picture or is not a colleague: other tenants' pictures do not exist for the caller. `t` is the
 * client's cache-buster and is ignored.
 */
export const avatarImageRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  routeEndpoint(app, avatarHashEndpoint, { config: { tokenInQuery: true } }, async (request, reply) => {
    const query = avatarGetQuerySchema.parse(request.query);
    const { tenant } = requireAuth(request);
    if (!query.hash) {
      const hash = await services.avatars.hashOf(tenant.id, query.name);
      void reply.header("Cache-Control", "no-store");
      return sendEnvelope(reply, ok({ avatar_hash: hash }));
    }
    const image = await services.avatars.imageOf(tenant.id, query.name);
    if (!image) throw new HttpError("notFound", null, { "Cache-Control": "no-store" });
    const etag = `"${image.hash}"`;
    void reply
      .header("ETag", etag)
      .header("Cache-Control", query.hash === image.hash ? IMMUTABLE : SHORT)
      .header("X-Content-Type-Options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
  done();
};
