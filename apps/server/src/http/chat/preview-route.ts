import { chatUrlMetadataEndpoint } from "@mobex/contracts/chat";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import { FetchRefused } from "../../domain/chat/preview/guarded-fetch";
import { HttpError } from "../http-error";
import { chatRoute } from "./chat-route";

/** spec 2 §7 chat/urlmetadata: a link preview fetched by the server; a refusal is 422 with data.reason. */
export function previewRoute(app: FastifyInstance, { chat }: AppServices): void {
  chatRoute(app, chatUrlMetadataEndpoint, async (body, caller, request) => {
    chat.limits.admit("preview", caller.user.id);
    try {
      return await chat.previews.preview(body.site);
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error;
      request.log.info({ reason: error.reason, detail: error.message }, "link preview refused");
      throw new HttpError("previewRefused", { reason: error.reason });
    }
  });
}
