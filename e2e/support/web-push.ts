// Web Push in an end-to-end run (issue 13). Chromium reaches no push service here (no network), so
// a page's PushManager subscribes to the spec's local stand-in instead: its endpoint is the
// stand-in's, and its p256dh/auth keys are real ones made in the page with WebCrypto, so that the
// server's encrypted message (RFC 8291) can be read with the private key the page hands out.
import { createECDH } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import type { BrowserKeys } from "../../apps/server/src/http/chat/push-service-stand-in";

/** The stand-in's self-signed certificate, for the server's NODE_EXTRA_CA_CERTS (this run only). */
export const STAND_IN_CERT_PATH = fileURLToPath(
  new URL("../../apps/server/src/test-support/tls/localhost-cert.pem", import.meta.url),
);

/** What the page's subscription holds: its JSON keys and its private key (JWK `d`). */
interface PageKeys {
  readonly p256dh: string;
  readonly auth: string;
  readonly d: string;
}

declare global {
  interface Window {
    mobexPushKeys?: PageKeys;
  }
}

/**
 * Every page of `context` gets a PushManager whose subscribe() makes a subscription to `endpoint`
 * with fresh WebCrypto keys (ECDH P-256, 16 random auth bytes), and whose getSubscription() gives
 * it back until unsubscribed, as a browser's does.
 */
export async function subscribeToStandIn(context: BrowserContext, endpoint: string): Promise<void> {
  await context.addInitScript((endpointUrl: string) => {
    const base64Url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ]);
      const publicKey = await crypto.subtle.exportKey("raw", pair.publicKey);
      const { d = "" } = await crypto.subtle.exportKey("jwk", pair.privateKey);
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const keys = { p256dh: base64Url(publicKey), auth: base64Url(auth) };
      window.mobexPushKeys = { ...keys, d };
      const serverKey = options?.applicationServerKey;
      const applicationServerKey =
        serverKey instanceof ArrayBuffer
          ? serverKey
          : ArrayBuffer.isView(serverKey)
            ? new Uint8Array(serverKey.buffer, serverKey.byteOffset, serverKey.byteLength).slice().buffer
            : null;
      const subscription = {
        endpoint: endpointUrl,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        getKey: (name: PushEncryptionKeyName) => (name === "p256dh" ? publicKey : auth.buffer),
        toJSON: () => ({ endpoint: endpointUrl, expirationTime: null, keys }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      current = subscription;
      return current;
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, endpoint);
}

/** The keys of the page's subscription, as the browser holds them, for decryptPush. */
export async function browserKeysOf(page: Page): Promise<BrowserKeys> {
  const keys = await page.evaluate(() => window.mobexPushKeys);
  if (keys === undefined) throw new Error("the page made no push subscription");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(keys.d, "base64url"));
  return { ecdh, auth: Buffer.from(keys.auth, "base64url"), json: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Hands `data` to the service worker of the page's origin as its push service would
 * (CDP ServiceWorker.deliverPushMessage): its `push` event runs with that payload.
 */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (ours !== undefined && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registrationId, data });
  await cdp.detach();
}

/** The notifications the page's service worker shows now (title, body, tag, data). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as unknown,
    }));
  });
}
