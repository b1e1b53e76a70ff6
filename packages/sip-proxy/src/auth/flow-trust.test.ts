import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";

let harness: Harness;
const bobUri = `sip:bob@${DOMAIN}`;

afterEach(() => harness.proxy.close());

function challenges(agent: TestUserAgent): number {
  return agent.inbox.all.filter((m) => m.kind === "response" && m.status === 407).length;
}

describe("trusted flows (RFC 5626: a registered WebSocket connection)", () => {
  it("rings the callee for an INVITE from the AoR registered on the same connection, with no 407", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    alice.send(
      alice.request("INVITE", bobUri, { headers: [["Content-Type", "application/sdp"]], body: "v=0\r\n" }),
    );
    const invite = await bob.inbox.request("INVITE");
    expect(invite.headers.get("P-Asserted-Identity")).toBe(`<sip:alice@${DOMAIN}>`);
    bob.respond(invite, 180);
    await alice.inbox.response(180, "INVITE");
    expect(challenges(alice)).toBe(0);
  });

  it("delivers a MESSAGE from the registered AoR without a challenge", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    alice.send(alice.request("MESSAGE", bobUri, { body: "hello" }));
    bob.respond(await bob.inbox.request("MESSAGE"), 200);
    await alice.inbox.response(200, "MESSAGE");
    expect(challenges(alice)).toBe(0);
  });

  it("still challenges an INVITE whose From is another AoR than the one the connection registered", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    await harness.registered("bob");
    const invite = alice.request("INVITE", bobUri);
    invite.headers.set("From", `<sip:carol@${DOMAIN}>;tag=forged`);
    alice.send(invite);
    await alice.inbox.response(407, "INVITE");
  });

  it("still challenges the same AoR on a connection that did not register", async () => {
    harness = createHarness();
    await harness.registered("alice");
    await harness.registered("bob");
    const otherTab = harness.ua("alice");
    otherTab.send(otherTab.request("INVITE", bobUri));
    await otherTab.inbox.response(407, "INVITE");
  });

  it("challenges again once the REGISTER's credentials have expired", async () => {
    const created: Harness = createHarness({
      authenticate: (username) =>
        Promise.resolve({
          password: `secret-${username}`,
          aor: `sip:${username}@${DOMAIN}`,
          expiresAt: created.clock.now() + 60_000,
        }),
    });
    harness = created;
    const alice = await harness.registered("alice");
    await harness.registered("bob");
    harness.clock.advance(60_000);
    alice.send(alice.request("INVITE", bobUri));
    await alice.inbox.response(407, "INVITE");
  });

  it("challenges again once the connection has unregistered", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    await harness.registered("bob");
    expect((await alice.register(0)).status).toBe(200);
    alice.send(alice.request("INVITE", bobUri));
    await alice.inbox.response(407, "INVITE");
  });
});
