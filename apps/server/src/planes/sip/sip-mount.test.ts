import { once } from "node:events";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForSip } from "../../test-support/sip-accounts";
import { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const tlsFile = (name: string) => readFileSync(new URL(`../../test-support/tls/${name}`, import.meta.url));

describe("the SIP plane on the app's HTTPS port", () => {
  let t: TestApp;
  let closed = false;
  let sipUrl: string;
  const cert = tlsFile("localhost-cert.pem");
  beforeAll(async () => {
    t = await createTestApp({ tls: { cert, key: tlsFile("localhost-key.pem") } });
    ({ sipUrl } = await t.listen());
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it("registers over wss:// at /sip with TLS_CERT and TLS_KEY set", async () => {
    expect(sipUrl).toMatch(/^wss:\/\/127\.0\.0\.1:\d+\/sip$/);
    const alice = await signInForSip(t.app, "alice@example.com");
    const { domain, phone: number, username, password } = alice;
    const phone = await SipPhone.open({ url: sipUrl, domain, phone: number, username, password, ca: cert });
    try {
      expect((await phone.register()).status).toBe(200);
    } finally {
      await phone.close();
    }
  });

  it("closes its sockets when the app closes, so that shutdown does not wait on them", async () => {
    const bob = await signInForSip(t.app, "bob@example.com");
    const { domain, phone: number, username, password } = bob;
    const phone = await SipPhone.open({ url: sipUrl, domain, phone: number, username, password, ca: cert });
    expect((await phone.register()).status).toBe(200);
    const socketClosed = once(phone.socket, "close");
    closed = true;
    await t.close();
    const [code, reason] = (await socketClosed) as [number, Buffer];
    expect([code, reason.toString()]).toEqual([1000, "shutting down"]);
  });
});
