import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import { loopHash } from "./branch-ids";
import type { TargetQuery } from "./hooks";

let harness: Harness;

afterEach(() => harness.proxy.close());

describe("proxy core", () => {
  it("answers OPTIONS addressed to itself with what it supports, without a challenge", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    alice.send(alice.request("OPTIONS", `sip:${DOMAIN}`));
    const ok = await alice.inbox.response(200, "OPTIONS");
    expect(ok.headers.get("Allow")).toContain("INVITE");
    expect(ok.headers.get("Accept")).toBe("application/sdp");
  });

  it("answers 483 when Max-Forwards is 0", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    const invite = alice.request("INVITE", `sip:bob@${DOMAIN}`);
    invite.headers.set("Max-Forwards", "0");
    alice.send(invite);
    await alice.inbox.response(483, "INVITE");
  });

  it("answers 482 to a request that comes back through its own Via unchanged", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    const message = alice.request("MESSAGE", `sip:bob@${DOMAIN}`);
    message.headers.append("Via", `SIP/2.0/WS ${DOMAIN};branch=z9hG4bK${loopHash(message)}.earlier`);
    alice.send(message);
    await alice.inbox.response(482, "MESSAGE");
  });

  it("answers 416 to a tel: Request-URI and 420 to an unknown Proxy-Require", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    alice.send(alice.request("MESSAGE", "tel:+15551234"));
    await alice.inbox.response(416, "MESSAGE");
    alice.send(alice.request("MESSAGE", `sip:bob@${DOMAIN}`, { headers: [["Proxy-Require", "foo"]] }));
    const unsupported = await alice.inbox.response(420, "MESSAGE");
    expect(unsupported.headers.get("Unsupported")).toBe("foo");
  });

  it("answers 400 to a malformed request and keeps the connection usable", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    const broken = alice
      .request("MESSAGE", `sip:bob@${DOMAIN}`)
      .toString()
      .replace("Max-Forwards: 70", "Max-Forwards: seventy");
    alice.connection.send(broken);
    const bad = await alice.inbox.take((m) => m.kind === "response" && m.status === 400, "400");
    expect(bad.headers.get("Warning")).toMatch(/^399 example\.com "Max-Forwards: not a number/);
    alice.connection.send("complete garbage\r\n\r\n");
    alice.connection.send("\r\n\r\n");
    alice.send(alice.request("OPTIONS", `sip:${DOMAIN}`));
    await alice.inbox.response(200, "OPTIONS");
    expect(alice.connection.open).toBe(true);
  });

  it("answers 481 to a CANCEL that matches no INVITE", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    alice.cancel(alice.request("INVITE", `sip:bob@${DOMAIN}`));
    await alice.inbox.response(481, "CANCEL");
  });

  it("answers 487 without forking when the caller cancels while the target is being resolved", async () => {
    let release: () => void = () => {};
    const resolved = new Promise<void>((resolve) => (release = resolve));
    harness = createHarness({
      resolveTarget: async () => {
        await resolved;
        return { kind: "aor", aor: `sip:bob@${DOMAIN}` };
      },
    });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    // Alice registered on this connection: her INVITE is not challenged (auth/flow-trust.ts).
    const invite = await alice.call(`sip:bob@${DOMAIN}`);
    await alice.inbox.response(100, "INVITE");
    alice.cancel(invite);
    await alice.inbox.response(200, "CANCEL");
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(487);
    release();
    await alice.sendWithAuth(alice.request("OPTIONS", `sip:${DOMAIN}`));
    expect(bob.inbox.all.filter((m) => m.kind === "request" && m.method === "INVITE")).toEqual([]);
  });

  it("tells resolveTarget the Call-ID and body, under which the dialog's events then come", async () => {
    const queries: TargetQuery[] = [];
    harness = createHarness({
      resolveTarget: (query) => {
        queries.push(query);
        return Promise.resolve({ kind: "aor", aor: `sip:bob@${DOMAIN}` });
      },
    });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    const invite = await alice.call(`sip:bob@${DOMAIN}`);
    bob.respond(await bob.inbox.request("INVITE"), 180);
    await alice.inbox.response(180, "INVITE");
    expect(queries).toMatchObject([{ callId: invite.callId(), body: "v=0\r\n" }]);
    expect(harness.events.at(-1)).toMatchObject({
      type: "early",
      dialog: { callId: invite.callId(), callerTag: invite.fromTag() },
    });
  });

  it("answers 500 and logs when a hook fails", async () => {
    harness = createHarness({ resolveTarget: () => Promise.reject(new Error("database down")) });
    const alice = await harness.registered("alice");
    const answer = await alice.sendWithAuth(alice.request("INVITE", `sip:bob@${DOMAIN}`));
    expect(answer.status).toBe(500);
    expect(harness.logs.some((log) => log.level === "error" && log.message.includes("handler failed"))).toBe(
      true,
    );
  });

  it("closes every connection and leaves no timer behind", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(`sip:bob@${DOMAIN}`);
    bob.respond(await bob.inbox.request("INVITE"), 180);
    await alice.inbox.response(180);
    expect(harness.clock.pendingCount()).toBeGreaterThan(0);
    harness.proxy.close();
    expect(harness.clock.pendingCount()).toBe(0);
    expect(alice.connection.open).toBe(false);
    expect(bob.connection.open).toBe(false);
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "connection-lost" });
  });
});
