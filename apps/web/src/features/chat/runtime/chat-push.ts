import { type PushSubscriptionJson, pushSubscriptionSchema } from "@mobex/contracts/chat";
import { z } from "zod/mini";
import type { ChatPushServer } from "../api/push-api";

/** The part of a browser's PushSubscription the chat uses (tests give a fake). */
export interface BrowserPushSubscription {
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** The part of PushManager the chat uses (tests give a fake). */
export interface BrowserPushManager {
  getSubscription(): Promise<BrowserPushSubscription | null>;
  subscribe(options: PushSubscriptionOptionsInit): Promise<BrowserPushSubscription>;
}

function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
}

function sameBytes(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (held === null || held.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === wanted[index]);
}

function jsonOf(subscription: BrowserPushSubscription): PushSubscriptionJson {
  const parsed = z.safeParse(pushSubscriptionSchema, subscription.toJSON());
  if (!parsed.success) throw new Error(`unusable push subscription: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * This browser's Web Push subscription for the user's chat notifications (issue 13; spec 2 §3
 * Notification, §7 chat/notifyMobile): made with the server's VAPID key (a subscription for another
 * key is replaced) and handed to chat/push/subscribe; removed at the server and in the browser when
 * the user signs out or turns chat off. Steps run one at a time, in the order asked. No push service
 * (offline, a browser without one) is logged and leaves the chat as it is.
 */
export class ChatPush {
  #steps: Promise<void> = Promise.resolve();

  constructor(
    private readonly manager: () => Promise<BrowserPushManager | null>,
    private readonly server: ChatPushServer,
    private readonly log: (text: string, error: unknown) => void = console.info,
  ) {}

  /** Subscribes (or reuses this browser's subscription) and tells the server, again after each sign-in. */
  subscribe(): Promise<void> {
    return this.#step("subscribe", async () => {
      const manager = await this.manager();
      if (manager === null) return;
      const key = bytesOfBase64Url(await this.server.publicKey());
      let subscription = await manager.getSubscription();
      if (subscription !== null && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await this.server.subscribe(jsonOf(subscription));
    });
  }

  /** Forgets this browser at the server (with `jwetoken` once the session is dropped) and unsubscribes it. */
  remove(jwetoken?: string): Promise<void> {
    return this.#step("remove", async () => {
      const subscription = await (await this.manager())?.getSubscription();
      if (subscription === null || subscription === undefined) return;
      try {
        await this.server.remove(jsonOf(subscription), jwetoken);
      } finally {
        await subscription.unsubscribe();
      }
    });
  }

  #step(name: string, run: () => Promise<void>): Promise<void> {
    this.#steps = this.#steps
      .then(run)
      .catch((error: unknown) => this.log(`chat push: ${name} failed`, error));
    return this.#steps;
  }
}
