import type { ChatPushPayload } from "@mobex/contracts/chat";
import type { UserRow } from "../../../db/schema";
import type { Log } from "../../log";
import type { ChatPresence } from "./chat-presence";
import type { PushSender } from "./push-sender";
import type { PushSubscriptions } from "./push-subscriptions";
import type { RecentPushes } from "./recent-pushes";

/**
 * Chat notifications (chat/notifyMobile, and the XMPP plane's for a message that reached no device):
 * a Web Push notification to each browser the recipients subscribed, except for recipients
 * connected to chat right now (their client shows the message itself), for a message a
 * recipient was already notified of, and for a conversation notified of in the last 10 s. A subscription the push service reports gone is forgotten.
 */
export class ChatNotifier {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly sender: PushSender,
    private readonly presence: ChatPresence,
    private readonly log: Log,
    private readonly recent: RecentPushes,
  ) {}

  /** The number of notifications the push services accepted. */
  async notify(recipients: readonly UserRow[], payload: ChatPushPayload): Promise<number> {
    const { messageId, conversation } = payload.data;
    // Decided before any await: of two notifications of one message, the second finds the first.
    const offline = recipients.filter(
      (user) =>
        !this.presence.isConnected(user.phone) &&
        (messageId === "" || this.recent.firstTime(messageId, user.id, conversation)) &&
        this.recent.conversationDue(user.id, conversation),
    );
    const outcomes = await Promise.all(
      (await this.subscriptions.of(offline.map((user) => user.id))).map(async (subscription) => {
        const outcome = await this.sender.send(subscription, payload);
        if (outcome === "gone") await this.subscriptions.forget(subscription.id);
        if (outcome === "failed") this.log.info({ subscription: subscription.id }, "chat push not delivered");
        return outcome;
      }),
    );
    return outcomes.filter((outcome) => outcome === "sent").length;
  }
}
