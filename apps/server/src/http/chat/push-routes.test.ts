import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatPushKeyEndpoint } from "@mobex/contracts/chat";
import { CONVERSATION_PUSH_INTERVAL_MS } from "../../domain/chat/push/recent-pushes";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { readOrCreateVapidKeys } from "../../persisted-secrets";
import { chatClient, PHONES, type ChatClient } from "./chat-test-support";
import { browserKeys, decryptPush, pushServiceStandIn, type PushDelivery } from "./push-service-stand-in";
import { pushThroughStandIn } from "./push-through-stand-in";

describe("chat notifications (chat/push/key, chat/push/subscribe, chat/notifyMobile)", () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof pushServiceStandIn>>;
  let alice: ChatClient;
  let bob: ChatClient;
  let oscar: ChatClient;
  const bobBrowser = browserKeys();
  const connected = new Set<string>();

  const subscribe = (
    client: ChatClient,
    path: string,
    keys = bobBrowser.json,
    extra: Record<string, unknown> = {},
  ) =>
    client.call("chat/push/subscribe", {
      subscription: { endpoint: `${push.origin}${path}`, keys },
      ...extra,
    });
  let sentMessages = 0;
  const notify = (client: ChatClient, messageTo: string, message = "Lunch?", messageId = "") =>
    client.call("chat/notifyMobile", {
      phone: client.phone,
      title: "Alice Adams",
      message,
      messageId: messageId || `m-${(sentMessages += 1)}`,
      messageTo,
    });

  beforeAll(async () => {
    push = await pushServiceStandIn();
    t = await createTestApp();
    pushThroughStandIn(t, push);
    const chat = t.app.services.chat;
    chat.ports.presence = { isConnected: (phone) => connected.has(phone) };
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
    oscar = await chatClient(t, "oscar");
  });
  // Each test starts with no conversation notified of lately (one push per conversation per 10 s).
  beforeEach(() => t.clock.advance(CONVERSATION_PUSH_INTERVAL_MS));
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => push.server.close(resolve));
  });

  it("gives the VAPID public key, the same after a restart (kept in DATA_DIR)", async () => {
    const key = chatPushKeyEndpoint.answer.parse((await bob.call("chat/push/key")).body).data.publicKey;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    expect(readOrCreateVapidKeys(t.config.dataDir).publicKey).toBe(key);
  });

  it("delivers an encrypted Web Push message to the recipient's subscribed browser", async () => {
    expect((await subscribe(bob, "/push/bob-laptop")).body.data).toEqual({ subscribed: true });
    const answer = await notify(alice, "1002", "Lunch?", "m-first");
    expect([answer.status, answer.body.data]).toEqual([200, { sent: 1 }]);
    const delivery = push.deliveries.at(-1) as PushDelivery;
    expect(delivery.path).toBe("/push/bob-laptop");
    expect(delivery.headers["ttl"]).toBe("3600");
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(delivery.headers["authorization"]).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivery.body.includes(Buffer.from("Lunch?"))).toBe(false);
    expect(JSON.parse(decryptPush(delivery.body, bobBrowser))).toEqual({
      title: "Alice Adams",
      body: "Lunch?",
      data: { text: "Lunch?", conversation: "1001", messageId: "m-first" },
    });
  });

  it("notifies of one message once: the same id again is not pushed, another sender's is", async () => {
    const before = push.deliveries.length;
    expect((await notify(alice, "1002", "Lunch?", "m-once")).body.data).toEqual({ sent: 1 });
    expect((await notify(alice, "1002", "Lunch?", "m-once")).body.data).toEqual({ sent: 0 });
    // Carol reusing Alice's id is another conversation for Bob: it does not silence Alice's.
    const carol = await chatClient(t, "carol");
    expect((await notify(carol, "1002", "Hi", "m-once")).body.data).toEqual({ sent: 1 });
    t.clock.advance(10 * 60_000 + 1);
    expect((await notify(alice, "1002", "Lunch?", "m-once")).body.data).toEqual({ sent: 1 });
    expect(push.deliveries.length).toBe(before + 3);
  });

  it("notifies of a burst in one conversation once per 10 s: a script cannot flood a phone", async () => {
    const before = push.deliveries.length;
    expect((await notify(alice, "1002", "One")).body.data).toEqual({ sent: 1 });
    expect((await notify(alice, "1002", "Two")).body.data).toEqual({ sent: 0 });
    expect((await notify(alice, "1002", "Three")).body.data).toEqual({ sent: 0 });
    t.clock.advance(CONVERSATION_PUSH_INTERVAL_MS);
    expect((await notify(alice, "1002", "Four")).body.data).toEqual({ sent: 1 });
    expect(push.deliveries.length).toBe(before + 2);
  });

  it("cuts a long message to a preview that fits a push message", async () => {
    const long = "é".repeat(1000);
    expect((await notify(alice, "1002", long)).body.data).toEqual({ sent: 1 });
    const payload = JSON.parse(decryptPush(push.deliveries.at(-1)!.body, bobBrowser)) as { body: string };
    expect(payload.body).toBe(`${"é".repeat(300)}…`);
  });

  it("sends nothing while the recipient is connected to chat", async () => {
    const before = push.deliveries.length;
    connected.add(PHONES.bob);
    expect((await notify(alice, PHONES.bob)).body.data).toEqual({ sent: 0 });
    connected.delete(PHONES.bob);
    expect(push.deliveries.length).toBe(before);
  });

  it("forgets a subscription the push service says is gone, and one the browser removes", async () => {
    push.status.code = 410;
    expect((await notify(alice, "1002")).body.data).toEqual({ sent: 0 });
    push.status.code = 201;
    expect((await notify(alice, "1002")).body.data).toEqual({ sent: 0 });
    await subscribe(bob, "/push/bob-phone");
    expect((await subscribe(bob, "/push/bob-phone", bobBrowser.json, { remove: true })).body.data).toEqual({
      subscribed: false,
    });
    expect((await notify(alice, "1002")).body.data).toEqual({ sent: 0 });
  });

  it("refuses a subscription endpoint on our own network, and more than 10 browsers", async () => {
    const local = await bob.call("chat/push/subscribe", {
      subscription: { endpoint: "https://127.0.0.1:8443/push", keys: bobBrowser.json },
    });
    expect([local.status, local.body.responses[0]?.message]).toEqual([
      400,
      "This push service cannot be reached",
    ]);
    expect(
      (
        await bob.call("chat/push/subscribe", {
          subscription: { endpoint: "http://example.com/", keys: bobBrowser.json },
        })
      ).status,
    ).toBe(400);
    for (let index = 0; index < 10; index += 1)
      expect((await subscribe(bob, `/push/device-${index}`)).status).toBe(200);
    const eleventh = await subscribe(bob, "/push/device-10");
    expect([eleventh.status, eleventh.body.responses[0]?.message]).toEqual([
      413,
      "Too many browsers subscribed to notifications",
    ]);
    // Subscribing the same browser again renews it and is not counted twice.
    expect((await subscribe(bob, "/push/device-3")).status).toBe(200);
  });

  it("never notifies another tenant, and bounds notifications per minute", async () => {
    expect((await notify(oscar, "1002")).status).toBe(404);
    expect((await notify(oscar, PHONES.bob)).status).toBe(404);
    const carol = await chatClient(t, "carol");
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await notify(carol, "1005")).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
