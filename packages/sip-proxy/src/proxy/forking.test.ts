import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";

let harness: Harness;
const bobUri = `sip:bob@${DOMAIN}`;

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

/** Alice calls Bob, who has two registered devices; resolves once both ring. */
async function callBobOnTwoDevices() {
  harness = createHarness();
  const alice = await harness.registered("alice");
  const desk = await harness.registered("bob");
  const phone = await harness.registered("bob");
  const invite = await alice.call(bobUri);
  const atDesk = await desk.inbox.request("INVITE");
  const atPhone = await phone.inbox.request("INVITE");
  desk.respond(atDesk, 180);
  phone.respond(atPhone, 180);
  await alice.inbox.response(180);
  await alice.inbox.response(180);
  return { alice, desk, phone, invite, atDesk, atPhone };
}

describe("forking proxy", () => {
  it("rings every registered device of the callee, Record-Routing each copy", async () => {
    const { atDesk, atPhone, desk, phone, alice } = await callBobOnTwoDevices();
    expect(atDesk.uri).toMatchObject({ user: desk.contactUri.slice(4, desk.contactUri.indexOf("@")) });
    expect(atPhone.uri).toMatchObject({ user: phone.contactUri.slice(4, phone.contactUri.indexOf("@")) });
    expect(atDesk.headers.getAll("Record-Route")).toHaveLength(1);
    expect(atDesk.headers.get("Record-Route")).toMatch(
      /^<sip:example\.com;transport=ws;lr;ftag=[^;]+;from-flow=[^;]+;to-flow=[^;]+;sig=[^;>]+>$/,
    );
    expect(atDesk.vias()).toHaveLength(2);
    expect(atDesk.maxForwards()).toBe(69);
    expect(atDesk.headers.has("Proxy-Authorization")).toBe(false);
    expect(atDesk.headers.get("P-Asserted-Identity")).toBe(`<sip:alice@${DOMAIN}>`);
    const trying = alice.inbox.all.filter((m) => m.kind === "response" && m.status === 100);
    expect(trying.length).toBeGreaterThan(0);
  });

  it("cancels the other branches when one device answers", async () => {
    const { alice, desk, phone, atDesk, atPhone } = await callBobOnTwoDevices();
    desk.respond(atDesk, 200);
    const ok = await alice.inbox.response(200, "INVITE");
    expect(ok.vias()).toHaveLength(1);
    const cancel = await phone.inbox.request("CANCEL");
    expect(cancel.headers.get("Reason")).toBe('SIP;cause=200;text="Call completed elsewhere"');
    expect(cancel.topVia().params.get("branch")).toBe(atPhone.topVia().params.get("branch"));
    phone.respond(cancel, 200);
    phone.respond(atPhone, 487);
    await phone.inbox.request("ACK");
    expect(alice.inbox.all.filter((m) => m.kind === "response" && m.status === 487)).toEqual([]);
  });

  it("keeps ringing the other devices when one answers busy", async () => {
    const { alice, desk, phone, atDesk, atPhone } = await callBobOnTwoDevices();
    desk.respond(atDesk, 486);
    await desk.inbox.request("ACK");
    phone.respond(atPhone, 200);
    const ok = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(ok.status).toBe(200);
  });

  it("answers the best final response once every device has declined", async () => {
    const { alice, desk, phone, atDesk, atPhone, invite } = await callBobOnTwoDevices();
    desk.respond(atDesk, 486);
    phone.respond(atPhone, 603);
    const final = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(final.status).toBe(603);
    expect(final.topVia().params.get("branch")).toBe(invite.topVia().params.get("branch"));
    alice.ackFailure(invite, final);
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "declined", status: 603 });
  });

  it("prefers Busy Here over Temporarily Unavailable", async () => {
    const { alice, desk, phone, atDesk, atPhone } = await callBobOnTwoDevices();
    desk.respond(atDesk, 480);
    phone.respond(atPhone, 486);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
  });

  it("cancels every branch when the caller cancels, and answers the INVITE with 487", async () => {
    const { alice, desk, phone, atDesk, atPhone, invite } = await callBobOnTwoDevices();
    alice.cancel(invite);
    expect((await alice.inbox.response(200, "CANCEL")).status).toBe(200);
    const cancelAtDesk = await desk.inbox.request("CANCEL");
    const cancelAtPhone = await phone.inbox.request("CANCEL");
    for (const [device, cancel, ringing] of [
      [desk, cancelAtDesk, atDesk],
      [phone, cancelAtPhone, atPhone],
    ] as const) {
      device.respond(cancel, 200);
      device.respond(ringing, 487);
    }
    const final = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(final.status).toBe(487);
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "canceled" });
  });

  it("passes the caller's Reason on with its CANCEL", async () => {
    const { alice, desk, invite } = await callBobOnTwoDevices();
    alice.cancel(invite, 'SIP;cause=480;text="Gone"');
    expect((await desk.inbox.request("CANCEL")).headers.get("Reason")).toBe('SIP;cause=480;text="Gone"');
  });

  it("lets a 200 that races the caller's CANCEL win, then carries the ACK and BYE", async () => {
    const { alice, desk, phone, atDesk, atPhone, invite } = await callBobOnTwoDevices();
    desk.respond(atDesk, 200);
    alice.cancel(invite);
    await alice.inbox.response(200, "CANCEL");
    const ok = await alice.inbox.response(200, "INVITE");
    const cancelAtPhone = await phone.inbox.request("CANCEL");
    phone.respond(cancelAtPhone, 200);
    phone.respond(atPhone, 487);

    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    const ack = await desk.inbox.request("ACK");
    expect(ack.toTag()).toBe(ok.toTag());
    alice.send(dialog.request("BYE"));
    const bye = await desk.inbox.request("BYE");
    desk.respond(bye, 200);
    expect((await alice.inbox.response(200, "BYE")).status).toBe(200);
    expect(desk.inbox.all.filter((m) => m.kind === "request" && m.method === "CANCEL")).toEqual([]);
  });

  it("answers 408 when Timer C expires on a ringing device", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(bobUri);
    const ringing = await bob.inbox.request("INVITE");
    bob.respond(ringing, 180);
    await alice.inbox.response(180);
    harness.clock.advance(181_000);
    const cancel = await bob.inbox.request("CANCEL");
    bob.respond(cancel, 200);
    bob.respond(ringing, 487);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(408);
  });

  it("answers 408 when a device never answers at all (Timer B)", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(bobUri);
    await bob.inbox.request("INVITE");
    harness.clock.advance(32_000);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(408);
  });

  it("keeps the call up when a ringing device disconnects", async () => {
    const { alice, desk, phone, atPhone } = await callBobOnTwoDevices();
    desk.connection.close();
    phone.respond(atPhone, 200);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(200);
  });

  it("answers 480 when the callee has no registered device, and 404 when the hook knows no target", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    harness.ua("carol");
    const offline = await alice.sendWithAuth(alice.request("INVITE", `sip:carol@${DOMAIN}`));
    expect(offline.status).toBe(480);
    const unknown = await alice.sendWithAuth(alice.request("INVITE", `sip:nobody@${DOMAIN}`));
    expect(unknown.status).toBe(404);
  });

  it("answers 403 to an INVITE with a wrong password", async () => {
    harness = createHarness();
    const alice = harness.ua("alice", { password: "nope" });
    await harness.registered("bob");
    expect((await alice.sendWithAuth(alice.request("INVITE", bobUri))).status).toBe(403);
  });

  it("forwards a MESSAGE to every device and relays the first 2xx", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const desk = await harness.registered("bob");
    const phone = await harness.registered("bob");
    const message = alice.request("MESSAGE", bobUri, {
      headers: [["Content-Type", "text/plain"]],
      body: "hi",
    });
    const answer = alice.sendWithAuth(message);
    const atDesk = await desk.inbox.request("MESSAGE");
    const atPhone = await phone.inbox.request("MESSAGE");
    expect(atDesk.body).toBe("hi");
    expect(atDesk.headers.has("Record-Route")).toBe(false);
    desk.respond(atDesk, 200);
    phone.respond(atPhone, 200);
    expect((await answer).status).toBe(200);
  });

  it("still forwards a 2xx retransmitted after its transactions have ended", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(bobUri);
    const ok = bob.respond(await bob.inbox.request("INVITE"), 200);
    await alice.inbox.response(200, "INVITE");
    harness.clock.advance(64 * 500);
    bob.send(ok);
    const again = await alice.inbox.response(200, "INVITE");
    expect(again.vias()).toHaveLength(1);
    expect(again.toTag()).toBe(ok.toTag());
  });
  it("rings only the devices the app chooses, and answers 480 when it chooses none", async () => {
    let ringing: "phone" | "none" = "phone";
    let phoneContact = "";
    harness = createHarness({
      chooseDevices: (method, _aor, registered) => {
        if (method !== "INVITE") return registered;
        return ringing === "none" ? [] : registered.filter((binding) => binding.contactUri === phoneContact);
      },
    });
    const alice = await harness.registered("alice");
    const desk = await harness.registered("bob");
    const phone = await harness.registered("bob");
    phoneContact = phone.contactUri;
    await alice.call(bobUri);
    phone.respond(await phone.inbox.request("INVITE"), 180);
    await alice.inbox.response(180);
    expect(desk.inbox.all.filter((m) => m.kind === "request" && m.method === "INVITE")).toEqual([]);

    ringing = "none";
    const second = await alice.call(bobUri);
    const final = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(final.status).toBe(480);
    alice.ackFailure(second, final);
  });
});
