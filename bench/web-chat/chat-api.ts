// The chat HTTP API (spec 2 §7) as the bench's server answers it for the one conversation of
// chat-fixture.ts: every request body is checked with the contracts' schema (a bad one gets 400, so
// the bench cannot measure an app that asks for the wrong thing), answers come in the usual envelope.
import {
  chatConfirmMessageEndpoint,
  chatGroupListEndpoint,
  chatHistoryEndpoint,
  chatRecentEndpoint,
  chatUsersListEndpoint,
} from "@mobex/contracts/chat";
import type { IncomingMessage } from "node:http";
import { answerJson } from "../web-board/mock-app";
import type { ApiHandler } from "../web-board/static-server";
import { COLLEAGUE, type Conversation, MY_PHONE } from "./chat-fixture";

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
}

/** Counts the history pages asked for, so the bench can print how many the scroll loaded. */
export interface ChatApi {
  readonly handle: ApiHandler;
  historyPages: number;
}

export function chatApi(conversation: Conversation): ChatApi {
  const api: ChatApi = { handle, historyPages: 0 };
  const routes = new Map<string, (body: unknown) => unknown>([
    [chatUsersListEndpoint.path, (body) => (chatUsersListEndpoint.request.parse(body), [COLLEAGUE])],
    [chatRecentEndpoint.path, (body) => (chatRecentEndpoint.request.parse(body), conversation.recent)],
    [chatGroupListEndpoint.path, (body) => (chatGroupListEndpoint.request.parse(body), [])],
    [
      chatConfirmMessageEndpoint.path,
      (body) => (chatConfirmMessageEndpoint.request.parse(body), { unreadMessages: 0 }),
    ],
    [
      chatHistoryEndpoint.path,
      (body) => {
        const request = chatHistoryEndpoint.request.parse(body);
        if (request.phone !== MY_PHONE || ![COLLEAGUE.extension, COLLEAGUE.phone].includes(request.chatWith))
          throw new Error(`history of an unknown conversation: ${request.phone} with ${request.chatWith}`);
        api.historyPages += 1;
        return conversation.page(request.lastSequ ?? 0, request.limit ?? 30);
      },
    ],
  ]);
  function handle(url: URL, request: IncomingMessage, response: Parameters<ApiHandler>[2]): boolean {
    const route = routes.get(url.pathname);
    if (route === undefined || request.method !== "POST") return false;
    bodyOf(request)
      .then(route)
      .then(
        (data) => answerJson(response, 200, data),
        (error: unknown) => answerJson(response, 400, String(error)),
      );
    return true;
  }
  return api;
}
