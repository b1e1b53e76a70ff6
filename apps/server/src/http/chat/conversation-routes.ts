import {
  CHAT_HISTORY_PAGE,
  chatConfirmMessageEndpoint,
  chatGroupHistoryEndpoint,
  chatHistoryEndpoint,
  chatRecentEndpoint,
  chatUsersListEndpoint,
} from "@mobex/contracts/chat";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import { chatContactOf } from "../../domain/chat/chat-colleagues";
import { chatRoute } from "./chat-route";

/**
 * spec 2 §7: chat/users/list (colleagues with chat), chat/recent (last message and unread count per
 * conversation), chat/history and chatGroup/history (pages of 30 by lastSequ, oldest first) and
 * chat/confirmMessage (receipts kept for every device of the user).
 */
export function conversationRoutes(app: FastifyInstance, { chat }: AppServices): void {
  chatRoute(app, chatUsersListEndpoint, async (_body, caller) =>
    (await chat.colleagues.list(caller.tenantId, caller.user.id)).map(chatContactOf),
  );
  chatRoute(app, chatRecentEndpoint, (_body, caller) => chat.conversations.recent(caller));
  chatRoute(app, chatHistoryEndpoint, (body, caller) =>
    chat.conversations.history(caller, body.chatWith, body.lastSequ ?? 0, body.limit ?? CHAT_HISTORY_PAGE),
  );
  chatRoute(app, chatGroupHistoryEndpoint, (body, caller) =>
    chat.conversations.groupHistory(
      caller,
      body.groupName,
      body.lastSequ ?? 0,
      body.limit ?? CHAT_HISTORY_PAGE,
    ),
  );
  chatRoute(app, chatConfirmMessageEndpoint, async (body, caller) => ({
    unreadMessages: await chat.conversations.confirm(
      caller,
      body.messageId,
      body.messageInformation,
      body.groupChat ?? false,
    ),
  }));
}
