import type { FastifyBaseLogger } from "fastify";
import type { OfflineMessage } from "@mobex/xmpp-server/core/offline-message";
import type { AppServices } from "../../app-services";
import { pushPreview } from "../../domain/chat/push/push-preview";

/**
 * The XMPP plane's onOfflineMessage: a message that reached no device of its recipient, from any
 * client (the web app, Gajim, converse.js), becomes a Web Push notification (spec 2 §3
 * Notification: title, body, data (text, conversation)) as chat/notifyMobile would send it: the
 * writer's name as title, the conversation as the web app names it (the writer's extension, or the
 * groupId). The notifier drops a second notification of the same message, whichever asks first.
 */
export function offlinePush(
  services: AppServices,
  log: FastifyBaseLogger,
): (to: string, message: OfflineMessage) => void {
  const { chat, directory } = services;
  const { addresses } = chat;

  const notify = async (to: string, message: OfflineMessage): Promise<void> => {
    const [recipient, writer] = await Promise.all(
      [to, message.from].map((jid) => directory.memberByPhone(addresses.phoneOf(jid) ?? "")),
    );
    // The core routes only within a roster (one tenant); this holds it for rooms' members too.
    if (!recipient || !writer || recipient.snapshot.tenant.id !== writer.snapshot.tenant.id) return;
    const groupId = message.room === null ? null : addresses.groupIdOf(message.room);
    if (message.room !== null && groupId === null) return;
    const text = pushPreview(message.body);
    // The services' notifier is read at each message: tests put one with a stand-in push service there.
    await chat.notifier.notify([recipient.user], {
      title: writer.user.name,
      body: text,
      data: { text, conversation: groupId ?? writer.user.extension, messageId: message.id },
    });
  };

  return (to, message) => {
    notify(to, message).catch((error: unknown) =>
      log.warn({ plane: "xmpp", err: error }, "a chat notification was not sent"),
    );
  };
}
