import {
  chatNotifyMobileEndpoint,
  chatPushKeyEndpoint,
  chatPushSubscribeEndpoint,
} from "@mobex/contracts/chat";
import { CHAT_GROUP_ID_PATTERN } from "@mobex/contracts/chat";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import type { UserRow } from "../../db/schema";
import { ChatError } from "../../domain/chat/chat-error";
import type { ChatCaller } from "../../domain/chat/chat-groups";
import { pushPreview } from "../../domain/chat/push/push-preview";
import { chatRoute } from "./chat-route";

/**
 * spec 2 §7 chat/notifyMobile, and ours (not in the spec): chat/push/key and chat/push/subscribe,
 * with which a browser subscribes to Web Push for the user.
 */
export function pushRoutes(app: FastifyInstance, { chat }: AppServices): void {
  /** A colleague (extension or phone) or a group's members but the caller. */
  const recipients = async (caller: ChatCaller, messageTo: string): Promise<UserRow[]> => {
    if (CHAT_GROUP_ID_PATTERN.test(messageTo)) {
      const room = await chat.groups.asMember(caller, messageTo);
      const byPhone = await chat.colleagues.byPhone(caller.tenantId);
      return room.members
        .map((jid) => byPhone.get(chat.addresses.phoneOf(jid) ?? ""))
        .filter((user): user is UserRow => user !== undefined && user.id !== caller.user.id);
    }
    const colleague = await chat.colleagues.find(caller.tenantId, messageTo);
    if (!colleague) throw new ChatError("chatPeerUnknown");
    return [colleague];
  };

  chatRoute(app, chatNotifyMobileEndpoint, async (body, caller) => {
    chat.limits.admit("notify", caller.user.id);
    const to = await recipients(caller, body.messageTo);
    const conversation = CHAT_GROUP_ID_PATTERN.test(body.messageTo) ? body.messageTo : caller.user.extension;
    const text = pushPreview(body.message);
    const sent = await chat.notifier.notify(to, {
      title: body.title,
      body: text,
      data: { text, conversation, messageId: body.messageId },
    });
    return { sent };
  });
  chatRoute(app, chatPushKeyEndpoint, () => Promise.resolve({ publicKey: chat.pushPublicKey }));
  chatRoute(app, chatPushSubscribeEndpoint, async (body, caller) => {
    if (body.remove) {
      await chat.pushSubscriptions.unsubscribe(caller.user.id, body.subscription.endpoint);
      return { subscribed: false };
    }
    if (!(await chat.pushSender.reachable(body.subscription.endpoint)))
      throw new ChatError("pushEndpointRefused");
    await chat.pushSubscriptions.subscribe(caller.user.id, body.subscription);
    return { subscribed: true };
  });
}
