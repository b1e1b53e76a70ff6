// The test app's chat notifications sent to the push-service stand-in. Apart from the stand-in so
// that the stand-in itself (which the e2e Web Push spec uses too) needs nothing of the test app.
import { DEFAULT_FETCH_POLICY } from "../../domain/chat/preview/guarded-fetch";
import { ChatNotifier } from "../../domain/chat/push/chat-notifier";
import { PushSender } from "../../domain/chat/push/push-sender";
import { RecentPushes } from "../../domain/chat/push/recent-pushes";
import { readOrCreateVapidKeys } from "../../persisted-secrets";
import type { TestApp } from "../../test-support/test-app";
import { STAND_IN_CA } from "./push-service-stand-in";

/**
 * Sends the app's chat notifications to the stand-in: it is on loopback with a test certificate,
 * which the real sender would refuse to reach.
 */
export function pushThroughStandIn(t: TestApp, standIn: { host: string }): void {
  const chat = t.app.services.chat;
  chat.pushSender = new PushSender({
    keys: readOrCreateVapidKeys(t.config.dataDir),
    subject: "mailto:no-reply@mobex.local",
    policy: { ...DEFAULT_FETCH_POLICY, allowHosts: new Set([standIn.host]) },
    ca: STAND_IN_CA,
  });
  chat.notifier = new ChatNotifier(
    chat.pushSubscriptions,
    chat.pushSender,
    chat.ports,
    { info: () => {} } as never,
    new RecentPushes(t.clock),
  );
}
