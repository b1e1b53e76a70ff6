import type { ChatPushPayload } from "@mobex/contracts/chat";
import type { UserRow } from "../../../db/schema";
import type { Log } from "../../log";
import type { ChatPresence } from "./chat-presence";
import type { PushSender } from "./push-sender";
import type { PushSubscriptions } from "./push-subscriptions";

/**
 * chat/notifyMobile: a Web Push notification to each browser the recipients subscribed, except for
 * recipients connected to chat right now (their client shows the message itself). A subscription
 * the push service reports gone is forgotten.
 */
export class ChatNotifier {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly sender: PushSender,
    private readonly presence: ChatPresence,
    private readonly log: Log,
  ) {}

  /** The number of notifications the push services accepted. */
  async notify(recipients: readonly UserRow[], payload: ChatPushPayload): Promise<number> {
    const offline = recipients.filter((user) => !this.presence.isConnected(user.phone));
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
