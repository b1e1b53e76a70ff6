import { afterEach, describe, expect, it, vi } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";
import type { Aor } from "../registrar/aor";
import type { SipLimitOptions } from "./limits";

let harness: Harness;
const aor = (user: string): Aor => `sip:${user}@${DOMAIN}` as Aor;

afterEach(() => harness.proxy.close());

function withLimits(limits: SipLimitOptions): Harness {
  harness = createHarness({}, { limits });
  return harness;
}

/** A REGISTER of `count` Contacts (one URI each) for `agent`'s AoR. */
function registerMany(agent: TestUserAgent, count: number) {
  const request = agent.request("REGISTER", `sip:${DOMAIN}`, {
    to: `<${agent.aor}>`,
    headers: [["Expires", "600"]],
  });
  request.headers.setAll(
    "Contact",
    Array.from({ length: count }, (_, i) => `<sip:device${i}@d${i}.invalid;transport=ws>`),
  );
  return agent.sendWithAuth(request);
}

describe("bounds on registrations and forks (issue 8 §3)", () => {
  it("refuses a REGISTER binding more Contacts than one AoR may hold, whole", async () => {
    withLimits({});
    const bob = harness.ua("bob");
    // 2,000 Contacts do not fit in one message (maxMessageBytes); 200 do, and are still too many.
    expect((await registerMany(bob, 2000)).status).toBe(513);
    const answer = await registerMany(bob, 200);
    expect([answer.status, answer.reason]).toEqual([403, "Too Many Contacts"]);
    expect(harness.proxy.registrar.bindings(aor("bob"))).toEqual([]);
    expect((await registerMany(bob, 10)).status).toBe(200);
    expect(harness.proxy.registrar.bindings(aor("bob"))).toHaveLength(10);
  });

  it("keeps at most maxBindingsPerAor bindings: a new device replaces the oldest", async () => {
    withLimits({ maxBindingsPerAor: 3 });
    const devices: TestUserAgent[] = [];
    for (let i = 0; i < 5; i += 1) {
      devices.push(await harness.registered("bob"));
      harness.clock.advance(1000);
    }
    const bound = harness.proxy.registrar.bindings(aor("bob")).map((b) => b.contactUri);
    expect(bound.sort()).toEqual(
      devices
        .slice(2)
        .map((d) => d.contactUri)
        .sort(),
    );
    // A refresh of a device still bound takes nobody's place.
    expect((await devices[2]!.register()).status).toBe(200);
    expect(harness.proxy.registrar.bindings(aor("bob"))).toHaveLength(3);
  });

  it("refuses a Contact longer than maxContactBytes with 400", async () => {
    withLimits({ maxContactBytes: 200 });
    const bob = harness.ua("bob");
    const answer = await bob.register(600, `;x=${"a".repeat(300)}`);
    expect([answer.status, answer.reason]).toEqual([400, "Contact Too Long"]);
  });

  it("forks to at most maxBranchesPerFork devices, the newest ones", async () => {
    withLimits({ maxBranchesPerFork: 2 });
    const alice = await harness.registered("alice");
    const oldest = await harness.registered("bob");
    const newer = [await harness.registered("bob"), await harness.registered("bob")];
    await alice.call(`sip:bob@${DOMAIN}`);
    for (const device of newer) device.respond(await device.inbox.request("INVITE"), 486);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
    expect(oldest.inbox.unreadRequests()).toEqual([]);
  });
});

describe("bounds on messages and connections (issue 8 §3)", () => {
  it("answers 513 to a message larger than maxMessageBytes, and handles none of it", async () => {
    withLimits({ maxMessageBytes: 2000 });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    alice.send(
      alice.request("MESSAGE", `sip:bob@${DOMAIN}`, {
        headers: [["Content-Type", "text/plain"]],
        body: "é".repeat(1500),
      }),
    );
    expect((await alice.inbox.response((s) => s >= 200, "MESSAGE")).status).toBe(513);
    expect(bob.inbox.unreadRequests()).toEqual([]);
    const small = alice.sendWithAuth(alice.request("MESSAGE", `sip:bob@${DOMAIN}`, { body: "hi" }));
    bob.respond(await bob.inbox.request("MESSAGE"), 200);
    expect((await small).status).toBe(200);
  });

  it("closes a connection that sends more requests than allowed without credentials", async () => {
    withLimits({ maxUnauthenticatedRequests: 3 });
    const mallory = harness.ua("mallory", { password: "wrong" });
    for (let i = 0; i < 3; i += 1) mallory.send(mallory.request("OPTIONS", `sip:${DOMAIN}`));
    for (let i = 0; i < 3; i += 1) await mallory.inbox.response(200, "OPTIONS");
    expect(mallory.connection.open).toBe(true);
    mallory.send(mallory.request("OPTIONS", `sip:${DOMAIN}`));
    await vi.waitFor(() => expect(mallory.connection.open).toBe(false));
  });

  it("closes a connection that has not authenticated by the deadline, and keeps one that has", async () => {
    withLimits({ authDeadlineMs: 30_000 });
    const idle = harness.ua("mallory");
    const alice = await harness.registered("alice");
    harness.clock.advance(29_999);
    expect(idle.connection.open).toBe(true);
    harness.clock.advance(1);
    expect([idle.connection.open, alice.connection.open]).toEqual([false, true]);
  });
});

describe("rate limit per user (issue 8 §3)", () => {
  it("answers INVITEs beyond the burst 503 with Retry-After, before any call is reported", async () => {
    withLimits({ callRate: { burst: 3, perSecond: 1 } });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    const refused = async (): Promise<void> => {
      await alice.call(`sip:bob@${DOMAIN}`);
      bob.respond(await bob.inbox.request("INVITE"), 486);
      expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
    };
    const limited = async (): Promise<void> => {
      await alice.call(`sip:bob@${DOMAIN}`);
      const answer = await alice.inbox.response((s) => s >= 200, "INVITE");
      expect([answer.status, answer.headers.get("Retry-After")]).toEqual([503, "1"]);
    };
    for (let i = 0; i < 3; i += 1) await refused();
    await limited();
    await limited();
    expect(harness.events.filter((e) => e.type === "terminated")).toHaveLength(3);
    expect(bob.inbox.unreadRequests().filter((method) => method !== "ACK")).toEqual([]);
    harness.clock.advance(1000);
    await refused();
    const message = alice.request("MESSAGE", `sip:bob@${DOMAIN}`, { body: "hi" });
    expect((await alice.sendWithAuth(message)).status).toBe(503);
  });
});
