import { describe, expect, it, vi } from "vitest";
import type { PushSubscriptionJson } from "@mobex/contracts/chat";
import type { ChatPushServer } from "../api/push-api";
import { type BrowserPushManager, type BrowserPushSubscription, ChatPush } from "./chat-push";

// 65 bytes like a P-256 public key; the server's VAPID key and another one.
const SERVER_KEY = new Uint8Array(65).fill(7);
const OTHER_KEY = new Uint8Array(65).fill(9);
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

class FakeSubscription implements BrowserPushSubscription {
  unsubscribed = false;
  readonly options: { applicationServerKey: ArrayBuffer };
  constructor(
    readonly endpoint: string,
    key: Uint8Array,
  ) {
    this.options = { applicationServerKey: key.slice().buffer };
  }
  toJSON(): PushSubscriptionJSON {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: "BPk", auth: "YXV0aA" } };
  }
  unsubscribe() {
    this.unsubscribed = true;
    return Promise.resolve(true);
  }
}

/** PushManager as a browser with a push service behaves: one subscription, made with a key. */
class FakePushManager implements BrowserPushManager {
  current: FakeSubscription | null = null;
  made: PushSubscriptionOptionsInit[] = [];
  failure: Error | null = null;
  getSubscription() {
    return Promise.resolve(this.current?.unsubscribed === false ? this.current : null);
  }
  subscribe(options: PushSubscriptionOptionsInit) {
    if (this.failure !== null) return Promise.reject(this.failure);
    this.made.push(options);
    const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
    this.current = new FakeSubscription(`https://push.example.net/sub/${this.made.length}`, key);
    return Promise.resolve(this.current);
  }
}

function fakeServer() {
  const calls: { op: "subscribe" | "remove"; subscription: PushSubscriptionJson; jwetoken?: string }[] = [];
  const server: ChatPushServer = {
    publicKey: vi.fn(() => Promise.resolve(base64Url(SERVER_KEY))),
    subscribe: (subscription) => {
      calls.push({ op: "subscribe", subscription });
      return Promise.resolve();
    },
    remove: (subscription, jwetoken) => {
      calls.push({ op: "remove", subscription, ...(jwetoken === undefined ? {} : { jwetoken }) });
      return Promise.resolve();
    },
  };
  return { server, calls };
}

function setUp() {
  const manager = new FakePushManager();
  const { server, calls } = fakeServer();
  const log = vi.fn();
  const push = new ChatPush(() => Promise.resolve(manager), server, log);
  return { manager, server, calls, log, push };
}

describe("ChatPush", () => {
  it("subscribes with the server's VAPID key, user-visible only, and sends the subscription's JSON", async () => {
    const { manager, calls, push } = setUp();
    await push.subscribe();
    expect(manager.made).toHaveLength(1);
    expect(manager.made[0]?.userVisibleOnly).toBe(true);
    expect(new Uint8Array(manager.made[0]?.applicationServerKey as ArrayBuffer)).toEqual(SERVER_KEY);
    expect(calls).toEqual([
      {
        op: "subscribe",
        subscription: { endpoint: "https://push.example.net/sub/1", keys: { p256dh: "BPk", auth: "YXV0aA" } },
      },
    ]);
  });

  it("reuses this browser's subscription after a new sign-in and sends it again", async () => {
    const { manager, calls, push } = setUp();
    manager.current = new FakeSubscription("https://push.example.net/sub/kept", SERVER_KEY);
    await push.subscribe();
    expect(manager.made).toEqual([]);
    expect(calls.map((call) => call.subscription.endpoint)).toEqual(["https://push.example.net/sub/kept"]);
  });

  it("replaces a subscription made with another key (the server's keys were renewed)", async () => {
    const { manager, calls, push } = setUp();
    const stale = new FakeSubscription("https://push.example.net/sub/stale", OTHER_KEY);
    manager.current = stale;
    await push.subscribe();
    expect(stale.unsubscribed).toBe(true);
    expect(calls.map((call) => call.subscription.endpoint)).toEqual(["https://push.example.net/sub/1"]);
  });

  it("at sign-out removes the subscription at the server with the last token, then in the browser", async () => {
    const { manager, calls, push } = setUp();
    await push.subscribe();
    const subscription = manager.current;
    await push.remove("last-token");
    expect(calls.at(-1)).toMatchObject({ op: "remove", jwetoken: "last-token" });
    expect(subscription?.unsubscribed).toBe(true);
    expect(await manager.getSubscription()).toBeNull();
  });

  it("runs the steps in the order asked: a removal asked during subscribing comes after it", async () => {
    const { manager, calls, push } = setUp();
    const subscribing = push.subscribe();
    const removing = push.remove();
    await Promise.all([subscribing, removing]);
    expect(calls.map((call) => call.op)).toEqual(["subscribe", "remove"]);
    expect(await manager.getSubscription()).toBeNull();
  });

  it("unsubscribes the browser even when the server cannot be told", async () => {
    const { manager, server, log, push } = setUp();
    await push.subscribe();
    const subscription = manager.current;
    server.remove = () => Promise.reject(new Error("offline"));
    await push.remove();
    expect(subscription?.unsubscribed).toBe(true);
    expect(log).toHaveBeenCalledWith("chat push: remove failed", expect.any(Error));
  });

  it("logs quietly when no push service is reachable, and tells the server nothing", async () => {
    const { manager, calls, log, push } = setUp();
    manager.failure = new DOMException("Registration failed - push service error", "AbortError");
    await expect(push.subscribe()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledWith("chat push: subscribe failed", manager.failure);
    // The next step still runs.
    manager.failure = null;
    await push.subscribe();
    expect(calls.map((call) => call.op)).toEqual(["subscribe"]);
  });

  it("does nothing in a browser without Push API", async () => {
    const { server, calls, log } = setUp();
    const push = new ChatPush(() => Promise.resolve(null), server, log);
    await push.subscribe();
    await push.remove();
    expect(calls).toEqual([]);
    expect(server.publicKey).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("refuses a subscription the server would refuse (not https) without sending it", async () => {
    const { manager, calls, log, push } = setUp();
    manager.current = new FakeSubscription("http://push.example.net/sub/plain", SERVER_KEY);
    await push.subscribe();
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledWith("chat push: subscribe failed", expect.any(Error));
  });
});
