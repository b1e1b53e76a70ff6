import https from "node:https";
import type { ChatPushPayload } from "@mobex/contracts/chat";
import webPush from "web-push";
import type { VapidKeys } from "../../../persisted-secrets";
import { checkedAddress, FetchRefused, pinnedLookup, type FetchPolicy } from "../preview/guarded-fetch";
import type { StoredSubscription } from "./push-subscriptions";

/** How long a push service keeps an undelivered notification: a chat message an hour later is stale. */
const TTL_SECONDS = 3600;

export type PushOutcome = "sent" | "gone" | "failed";

export type PushSenderOptions = {
  keys: VapidKeys;
  /** VAPID `sub`: an https: URL or mailto: address (RFC 8292 §2.1). */
  subject: string;
  /** The subscription's endpoint is a URL a user gave: it is reached under the link previews' SSRF rules. */
  policy: FetchPolicy;
  /** Extra TLS trust (tests: the local stand-in push service's certificate). */
  ca?: string | Buffer | undefined;
};

/**
 * Sends one encrypted Web Push message (RFC 8291 aes128gcm, VAPID) with the `web-push` package to a
 * subscription's push service. The endpoint came from a browser, so its host must resolve to public
 * addresses (unless allow-listed) and the socket is pinned to the checked one.
 */
export class PushSender {
  constructor(private readonly options: PushSenderOptions) {}

  /** Whether an endpoint a browser gave may be reached (chat/push/subscribe refuses it otherwise). */
  async reachable(endpoint: string): Promise<boolean> {
    try {
      await checkedAddress(new URL(endpoint), this.options.policy);
      return true;
    } catch (error) {
      if (error instanceof FetchRefused) return false;
      throw error;
    }
  }

  async send(subscription: StoredSubscription, payload: ChatPushPayload): Promise<PushOutcome> {
    const { keys, subject, policy, ca } = this.options;
    let agent: https.Agent;
    try {
      const target = await checkedAddress(new URL(subscription.endpoint), policy);
      agent = new https.Agent({ lookup: pinnedLookup(target), ...(ca ? { ca } : {}) });
    } catch (error) {
      if (error instanceof FetchRefused) return "gone";
      throw error;
    }
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
          timeout: policy.timeoutMs,
          agent,
        },
      );
      return "sent";
    } catch (error) {
      const status = error instanceof webPush.WebPushError ? error.statusCode : 0;
      return status === 404 || status === 410 ? "gone" : "failed";
    } finally {
      agent.destroy();
    }
  }
}
