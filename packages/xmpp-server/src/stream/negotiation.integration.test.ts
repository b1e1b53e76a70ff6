import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { startXmppHarness, type XmppHarness } from "../../test-support/xmpp-harness";

const DOMAIN = "acme.example";
const ACCOUNTS = [
  { localpart: "4930100", domain: DOMAIN, password: "alice-secret", name: "Alice" },
  { localpart: "4930200", domain: DOMAIN, password: "bob-secret", name: "Bob" },
];

describe("stream negotiation (RFC 6120, RFC 7395) with @xmpp/client", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS);
  });
  afterEach(() => harness.close());

  it("signs in with SCRAM-SHA-1 and binds a resource the server makes", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    expect(alice.jid).toMatch(/^4930100@acme\.example\/[\w-]+$/);
  });

  it("signs in with PLAIN and binds the resource asked for", async () => {
    const alice = await harness.connect("4930100", DOMAIN, {
      resource: "laptop",
      credentials: (authenticate) => authenticate({ username: "4930100", password: "alice-secret" }, "PLAIN"),
    });
    expect(alice.jid).toBe("4930100@acme.example/laptop");
  });

  it("refuses a wrong password with not-authorized", async () => {
    await expect(harness.connect("4930100", DOMAIN, { password: "wrong" })).rejects.toThrow(/not-authorized/);
    await expect(
      harness.connect("4930100", DOMAIN, {
        credentials: (authenticate) => authenticate({ username: "4930100", password: "wrong" }, "PLAIN"),
      }),
    ).rejects.toThrow(/not-authorized/);
  });

  it("refuses an account of another domain than the stream's", async () => {
    await expect(harness.connect("4930100", "other.example", { password: "alice-secret" })).rejects.toThrow(
      /not-authorized/,
    );
  });

  it("answers the legacy session request and a ping", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const session = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "set" }, xml("session", { xmlns: "urn:ietf:params:xml:ns:xmpp-session" })),
    );
    expect(session.attrs.type).toBe("result");
    const pong = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: DOMAIN }, xml("ping", { xmlns: "urn:xmpp:ping" })),
    );
    expect(pong.attrs.type).toBe("result");
  });

  it("replaces a session whose resource is bound again (conflict)", async () => {
    const first = await harness.connect("4930100", DOMAIN, { resource: "phone" });
    const conflict = new Promise<Error>((resolve) => first.xmpp.on("error", resolve));
    first.xmpp.reconnect.stop();
    const second = await harness.connect("4930100", DOMAIN, { resource: "phone" });
    expect((await conflict).message).toMatch(/conflict/);
    expect(second.jid).toBe("4930100@acme.example/phone");
    expect([...harness.server.sessions.of("4930100@acme.example")]).toHaveLength(1);
  });

  it("ends every stream with system-shutdown when the server closes", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    alice.xmpp.reconnect.stop();
    const shutdown = new Promise<Error>((resolve) => alice.xmpp.on("error", resolve));
    harness.server.close();
    expect((await shutdown).message).toMatch(/system-shutdown/);
    expect([...harness.server.sessions.of("4930100@acme.example")]).toEqual([]);
  });
});
