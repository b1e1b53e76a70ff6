// Chat Web Push in the browser (issue 13; spec 2 §3 "Notification: title, body, data (text,
// conversation)", §7 chat/notifyMobile). Bob allows notifications: his chat subscribes this browser
// with the server's VAPID key and hands the subscription to chat/push/subscribe. Bob closes his page;
// Alice writes to him and, once the server acked her message, calls chat/notifyMobile. The server's
// encrypted Web Push request reaches a local push service (the stand-in the server tests use, on
// loopback with a test certificate this spec's server alone trusts), where the spec decrypts it with
// the private key of Bob's page. That payload, delivered to Bob's service worker as the push service
// would (CDP), shows a notification per conversation. Signing out removes the subscription.
import type { BrowserContext, Page, Request } from "@playwright/test";
import { chatPushPayloadSchema, chatPushSubscribeEndpoint } from "@mobex/contracts/chat";
import { decryptPush, pushServiceStandIn } from "../../apps/server/src/http/chat/push-service-stand-in";
import { messageField, openChat, openContactConversation, sendMessage, waitChatReady } from "../support/chat";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";
import {
  STAND_IN_CERT_PATH,
  browserKeysOf,
  deliverPush,
  shownNotifications,
  subscribeToStandIn,
} from "../support/web-push";

const ALICE_EXTENSION = "1001";
// A colleague's conversation is kept under their phone: the tenant prefix and the extension.
const BOB_PHONE = "400011002";
const isSubscribe = (request: Request) => request.url().endsWith(chatPushSubscribeEndpoint.path);

let push: Awaited<ReturnType<typeof pushServiceStandIn>>;
let server: TestServer;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

test.beforeAll(async () => {
  push = await pushServiceStandIn();
  server = await startTestServer({
    name: "chat-push",
    env: { CHAT_PREVIEW_ALLOW_HOSTS: push.host, NODE_EXTRA_CA_CERTS: STAND_IN_CERT_PATH },
  });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server.stop();
  await new Promise((resolve) => push.server.close(resolve));
  expect(pageErrors, "uncaught errors in the pages").toEqual([]);
});

test.setTimeout(150_000);

test("a message to a user who closed the page comes as a Web Push notification", async ({ browser }) => {
  const endpoint = `${push.origin}/push/bob-laptop`;
  const bobContext = await browser.newContext({ baseURL: server.url, permissions: ["notifications"] });
  contexts.push(bobContext);
  bobContext.on("weberror", (error) => pageErrors.push(String(error.error())));
  await subscribeToStandIn(bobContext, endpoint);

  let bob: Page = await bobContext.newPage();
  const bobKeys =
    await test.step("Bob's chat subscribes this browser and hands it to the server", async () => {
      const subscribed = bob.waitForRequest(isSubscribe);
      await signIn(bob, "bob@example.com");
      const request = await subscribed;
      const body = chatPushSubscribeEndpoint.request.parse(request.postDataJSON());
      expect(body.remove).toBeUndefined();
      expect((await (await request.response())?.json()) as unknown).toMatchObject({
        data: { subscribed: true },
      });
      const keys = await browserKeysOf(bob);
      expect(body.subscription).toEqual({ endpoint, keys: keys.json });
      return keys;
    });

  await test.step("Bob closes his page: he is offline", async () => {
    await waitChatReady(bob);
    await bob.close();
  });

  const text = `Lunch at noon? ${Date.now()}`;
  await test.step("Alice writes to Bob; her client calls chat/notifyMobile once the server acked it", async () => {
    const aliceContext = await browser.newContext({ baseURL: server.url });
    contexts.push(aliceContext);
    aliceContext.on("weberror", (error) => pageErrors.push(String(error.error())));
    const alice = await aliceContext.newPage();
    await signIn(alice, "alice@example.com");
    await openChat(alice);
    await openContactConversation(alice, "Bob Brown");
    await waitChatReady(alice);
    // spec 2 §2: video is offered only while the colleague is online; Bob's session has ended.
    await expect(alice.getByRole("button", { name: "Video call with Bob Brown" })).toBeHidden();
    await expect(messageField(alice)).toBeEditable();
    const notified = alice.waitForRequest((request) => request.url().endsWith("/chat/notifyMobile"));
    await sendMessage(alice, text);
    const request = await notified;
    expect(request.postDataJSON()).toMatchObject({
      title: "Alice Adams",
      message: text,
      messageTo: BOB_PHONE,
    });
    expect((await request.response())?.status()).toBe(200);
  });

  const payload =
    await test.step("the server's Web Push request reaches the push service, encrypted", async () => {
      await expect.poll(() => push.deliveries.length).toBe(1);
      const delivery = push.deliveries[0]!;
      expect(delivery.path).toBe("/push/bob-laptop");
      expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(delivery.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const plain = decryptPush(delivery.body, bobKeys);
      expect(chatPushPayloadSchema.parse(JSON.parse(plain))).toMatchObject({
        title: "Alice Adams",
        body: text,
        data: { text, conversation: ALICE_EXTENSION },
      });
      return plain;
    });

  await test.step("Bob's service worker shows it as a notification of Alice's conversation", async () => {
    bob = await bobContext.newPage();
    // The chat (a lazy chunk) has started once this page's subscription went to the server again.
    const subscribedAgain = bob.waitForRequest(isSubscribe);
    await bob.goto("/");
    await expect(bob.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await subscribedAgain;
    await bob.evaluate(async () => void (await navigator.serviceWorker.ready));
    await deliverPush(bob, payload);
    await expect
      .poll(() => shownNotifications(bob))
      .toEqual([
        {
          title: "Alice Adams",
          body: text,
          tag: `chat-${ALICE_EXTENSION}`,
          data: { text, conversation: ALICE_EXTENSION, messageId: expect.any(String) as unknown },
        },
      ]);
  });

  await test.step("the app opens the conversation a chat notification's click names", async () => {
    const [worker] = bobContext.serviceWorkers();
    expect(worker?.url()).toMatch(/\/mobex-sw\.mjs$/);
    // What the service worker's notificationclick tells the focused window (no API clicks a notification).
    await worker!.evaluate(async (conversation) => {
      // The worker's global (the WebWorker lib is not in e2e's): only what this step uses.
      type WindowClient = { postMessage(message: unknown): void };
      const scope = self as unknown as { clients: { matchAll(options: object): Promise<WindowClient[]> } };
      for (const client of await scope.clients.matchAll({ type: "window" }))
        client.postMessage({ type: "mobex-chat-notification", conversation });
    }, ALICE_EXTENSION);
    await expect(bob).toHaveURL(new RegExp(`/chat/${ALICE_EXTENSION}$`));
    await expect(bob.getByRole("heading", { name: "Alice Adams", exact: true })).toBeVisible();
  });

  await test.step("no notification while a focused window shows that conversation", async () => {
    await bob.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (const notification of await registration.getNotifications()) notification.close();
    });
    await bob.bringToFront();
    await deliverPush(bob, payload);
    // A push of another conversation after it: once that one shows, Alice's has been handled.
    const carol = {
      title: "Carol Clark",
      body: "Hi",
      data: { text: "Hi", conversation: "1003", messageId: "c-1" },
    };
    await deliverPush(bob, JSON.stringify(carol));
    await expect.poll(() => shownNotifications(bob)).toEqual([{ ...carol, tag: "chat-1003" }]);
  });

  await test.step("Bob logs out: the subscription is removed at the server", async () => {
    await waitChatReady(bob);
    const removed = bob.waitForRequest(
      (request) => isSubscribe(request) && (request.postDataJSON() as { remove?: boolean }).remove === true,
    );
    await bob.getByRole("button", { name: "Account settings" }).click();
    await bob.getByRole("menuitem", { name: "Log Out" }).click();
    const request = await removed;
    expect(chatPushSubscribeEndpoint.request.parse(request.postDataJSON()).subscription.endpoint).toBe(
      endpoint,
    );
    expect((await (await request.response())?.json()) as unknown).toMatchObject({
      data: { subscribed: false },
    });
    await expect(bob.getByRole("button", { name: "Request Token" })).toBeVisible();
  });
});
