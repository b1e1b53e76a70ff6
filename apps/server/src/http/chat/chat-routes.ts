import type { FastifyPluginCallback } from "fastify";
import type { RouteOptions } from "../../app-services";
import { attachmentRoutes } from "./attachment-routes";
import { conversationRoutes } from "./conversation-routes";
import { groupRoutes } from "./group-routes";
import { previewRoute } from "./preview-route";
import { pushRoutes } from "./push-routes";

/** The chat API of spec 2 §7 (issue 13), behind the authenticated scope like every POST of the API. */
export const chatRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  conversationRoutes(app, services);
  groupRoutes(app, services);
  attachmentRoutes(app, services);
  previewRoute(app, services);
  pushRoutes(app, services);
  done();
};
