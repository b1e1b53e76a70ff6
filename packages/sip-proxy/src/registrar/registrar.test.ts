import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { Aor } from "./aor";

let harness: Harness;
const aor = (user: string): Aor => `sip:${user}@${DOMAIN}` as Aor;

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

describe("registrar", () => {
  it("challenges a REGISTER, then binds the contact and lists it with its expiry", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    alice.send(alice.request("REGISTER", `sip:${DOMAIN}`, { to: `<${alice.aor}>` }));
    const challenge = await alice.inbox.response(401);
    expect(challenge.headers.get("WWW-Authenticate")).toMatch(
      /^Digest realm="example.com", nonce="[^"]+", algorithm=MD5, qop="auth"$/,
    );

    const ok = await alice.register(600);
    expect(ok.status).toBe(200);
    const contacts = ok.contacts();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]?.kind === "address" && contacts[0].params.get("expires")).toBe("600");
    expect(contacts[0]?.kind === "address" && contacts[0].params.get("+sip.instance")).toBe(
      `"<urn:uuid:${alice.options.instanceId}>"`,
    );
    expect(harness.proxy.registrar.bindings(aor("alice"))).toMatchObject([
      { contactUri: alice.contactUri, instanceId: `<urn:uuid:${alice.options.instanceId}>` },
    ]);
    expect(harness.registrations.at(-1)?.bindings).toHaveLength(1);
  });

  it("answers 403 to a wrong password", async () => {
    harness = createHarness();
    const alice = harness.ua("alice", { password: "wrong" });
    expect((await alice.register()).status).toBe(403);
    expect(harness.proxy.registrar.bindings(aor("alice"))).toEqual([]);
  });

  it("answers 403 when the credentials are for another AoR", async () => {
    harness = createHarness();
    harness.ua("bob");
    const mallory = harness.ua("mallory", { username: "bob", password: "secret-bob" });
    expect((await mallory.register()).status).toBe(403);
  });

  it("re-challenges with stale=true when the nonce has expired", async () => {
    // Longer than the nonce's life: an unauthenticated socket is otherwise closed after 30 s.
    harness = createHarness({}, { limits: { authDeadlineMs: 10 * 60_000 } });
    const alice = harness.ua("alice");
    const first = alice.request("REGISTER", `sip:${DOMAIN}`, { to: `<${alice.aor}>` });
    alice.send(first);
    const challenge = await alice.inbox.response(401);
    harness.clock.advance(6 * 60_000);
    alice.send(alice.withCredentials(first, challenge));
    const again = await alice.inbox.response(401);
    expect(again.headers.get("WWW-Authenticate")).toContain("stale=true");
  });

  it("keeps one binding per device, several devices per AoR", async () => {
    harness = createHarness();
    const desk = await harness.registered("alice");
    const phone = harness.ua("alice");
    const ok = await phone.register();
    expect(ok.contacts()).toHaveLength(2);
    await desk.register();
    expect(
      harness.proxy.registrar
        .bindings(aor("alice"))
        .map((b) => b.contactUri)
        .sort(),
    ).toEqual([desk.contactUri, phone.contactUri].sort());
  });

  it("refreshes a binding's expiry", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const before = harness.proxy.registrar.bindings(aor("alice"))[0]!.expiresAt;
    harness.clock.advance(100_000);
    await alice.register(600);
    expect(harness.proxy.registrar.bindings(aor("alice"))[0]!.expiresAt).toBe(before + 100_000);
  });

  it("removes a binding with expires=0, and every binding with Contact: *", async () => {
    harness = createHarness();
    const desk = await harness.registered("alice");
    const phone = await harness.registered("alice");
    const removed = await desk.register(0);
    expect(removed.contacts()).toHaveLength(1);
    expect(harness.proxy.registrar.bindings(aor("alice")).map((b) => b.contactUri)).toEqual([
      phone.contactUri,
    ]);

    const star = phone.request("REGISTER", `sip:${DOMAIN}`, {
      to: `<${phone.aor}>`,
      headers: [["Expires", "0"]],
    });
    star.headers.set("Contact", "*");
    expect((await phone.sendWithAuth(star)).status).toBe(200);
    expect(harness.proxy.registrar.bindings(aor("alice"))).toEqual([]);
  });

  it("answers 423 with Min-Expires to a too brief interval, and shortens a too long one", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    const brief = await alice.register(30);
    expect(brief.status).toBe(423);
    expect(brief.headers.get("Min-Expires")).toBe("60");
    const long = await alice.register(999_999);
    const contact = long.contacts()[0];
    expect(contact?.kind === "address" && contact.params.get("expires")).toBe("3600");
  });

  it("drops a binding when it expires", async () => {
    harness = createHarness();
    await harness.registered("alice");
    harness.clock.advance(600_000 - 1);
    expect(harness.proxy.registrar.bindings(aor("alice"))).toHaveLength(1);
    harness.clock.advance(1);
    expect(harness.proxy.registrar.bindings(aor("alice"))).toEqual([]);
    expect(harness.registrations.at(-1)).toEqual({ aor: aor("alice"), bindings: [] });
  });

  it("drops every binding of a connection when it closes", async () => {
    harness = createHarness();
    const desk = await harness.registered("alice");
    await harness.registered("alice");
    desk.connection.close();
    expect(harness.proxy.registrar.bindings(aor("alice"))).toHaveLength(1);
  });

  it("answers 404 for a domain it does not serve", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    const request = alice.request("REGISTER", "sip:elsewhere.example", { to: `<${alice.aor}>` });
    expect((await alice.sendWithAuth(request)).status).toBe(404);
  });
});
