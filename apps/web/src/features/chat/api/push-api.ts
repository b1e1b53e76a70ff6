import {
  type PushSubscriptionJson,
  chatNotifyMobileEndpoint,
  chatPushKeyEndpoint,
  chatPushSubscribeEndpoint,
} from "@mobex/contracts/chat";
import { call, dataOf, send } from "../../../shared/api/api-client";

/** What the chat's Web Push subscription needs of the server (tests give a fake). */
export interface ChatPushServer {
  /** chat/push/key: the VAPID public key (base64url) a subscription must be made with. */
  publicKey(): Promise<string>;
  /** chat/push/subscribe: this browser receives the user's chat notifications. */
  subscribe(subscription: PushSubscriptionJson): Promise<void>;
  /** chat/push/subscribe with remove: true; `jwetoken` when the session is already dropped (sign-out). */
  remove(subscription: PushSubscriptionJson, jwetoken?: string): Promise<void>;
}

export const chatPushServer: ChatPushServer = {
  async publicKey() {
    return dataOf(await call(chatPushKeyEndpoint, {})).publicKey;
  },
  async subscribe(subscription) {
    dataOf(await call(chatPushSubscribeEndpoint, { subscription }));
  },
  async remove(subscription, jwetoken) {
    const request = { subscription, remove: true };
    dataOf(
      jwetoken === undefined
        ? await call(chatPushSubscribeEndpoint, request)
        : await send(chatPushSubscribeEndpoint, { ...request, token: jwetoken }),
    );
  },
};

export interface MobileNotice {
  readonly phone: string;
  readonly title: string;
  readonly message: string;
  readonly messageId: string;
  /** A colleague's phone, or a groupId (each member but the sender). */
  readonly messageTo: string;
}

/** spec 2 §7 chat/notifyMobile: the recipients' subscribed browsers are told of a sent message. */
export async function notifyMobile(notice: MobileNotice): Promise<void> {
  dataOf(await call(chatNotifyMobileEndpoint, notice));
}
