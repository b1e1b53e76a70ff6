import { chatStorageEndpoint, chatStorageGetEndpoint } from "@mobex/contracts/chat";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import { chatRoute } from "./chat-route";

/**
 * Room for a 10 MB file as base64 (4/3 of it) in JSON with its name: a larger body is refused by
 * Fastify with 413 before it is read; one that fits but decodes to more than 10 MB gets spec 2's text.
 */
export const CHAT_STORAGE_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * spec 2 §7 chat/storage and chat/storage/get: files shared in chat, checked by their bytes, read
 * by the parties of the conversation they were shared in (attachment-access.ts).
 */
export function attachmentRoutes(app: FastifyInstance, { chat }: AppServices): void {
  chatRoute(
    app,
    chatStorageEndpoint,
    async (body, caller) => {
      chat.limits.admit("upload", caller.user.id);
      const stored = await chat.attachments.store(caller, body);
      return { attachmentId: stored.id, name: stored.name, type: stored.type, size: stored.size };
    },
    { bodyLimit: CHAT_STORAGE_BODY_LIMIT_BYTES },
  );
  chatRoute(app, chatStorageGetEndpoint, async (body, caller) => {
    const { file, bytes } = await chat.attachments.read(caller, body.attachmentId);
    return {
      file_base64: bytes.toString("base64"),
      name: file.name,
      type: file.contentType,
      size: file.byteSize,
    };
  });
}
