import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";
import type { SipRequest } from "../message/sip-message";
import type { CallerDecoration } from "./hooks";

let harness: Harness;

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

/** Alice calls Bob (two devices), the desk answers; both sides get their dialog. */
async function answeredCall(decoration?: CallerDecoration) {
  harness = createHarness(decoration ? { decorateRequest: () => decoration } : {});
  const alice = await harness.registered("alice", { displayName: "Alice" });
  const desk = await harness.registered("bob");
  const phone = await harness.registered("bob");
  const invite = await alice.call(`sip:bob@${DOMAIN}`);
  const atDesk = await desk.inbox.request("INVITE");
  const atPhone = await phone.inbox.request("INVITE");
  desk.respond(atDesk, 180);
  desk.respond(atDesk, 200);
  const ok = await alice.inbox.response(200, "INVITE");
  const callerDialog = alice.dialogAsCaller(invite, ok);
  alice.send(callerDialog.request("ACK", { seq: invite.cseq().seq }));
  await desk.inbox.request("ACK");
  const calleeDialog = desk.dialogAsCallee(atDesk);
  return { alice, desk, phone, invite, atDesk, atPhone, ok, callerDialog, calleeDialog };
}

async function roundTrip(from: TestUserAgent, to: TestUserAgent, request: SipRequest): Promise<SipRequest> {
  from.send(request);
  const received = await to.inbox.request(request.method);
  to.respond(received, 200);
  const response = await from.inbox.response(200, request.method);
  expect(response.vias()).toHaveLength(1);
  return received;
}

describe("in-dialog routing", () => {
  it("routes a BYE from the caller to the device that answered, through the Record-Route", async () => {
    const { alice, desk, phone, callerDialog } = await answeredCall();
    expect(callerDialog.routeSet).toHaveLength(1);
    const bye = await roundTrip(alice, desk, callerDialog.request("BYE"));
    expect(bye.headers.has("Route")).toBe(false);
    expect(phone.inbox.all.some((m) => m.kind === "request" && m.method === "BYE")).toBe(false);
  });

  it("routes requests from the callee back to the caller's connection", async () => {
    const { alice, desk, calleeDialog } = await answeredCall();
    const reinvite = calleeDialog.request("INVITE", {
      headers: [["Content-Type", "application/sdp"]],
      body: "v=0\r\n",
    });
    desk.send(reinvite);
    const atAlice = await alice.inbox.request("INVITE");
    expect(atAlice.body).toBe("v=0\r\n");
    alice.respond(atAlice, 200);
    const ok = await desk.inbox.response(200, "INVITE");
    desk.send(calleeDialog.request("ACK", { seq: reinvite.cseq().seq }));
    await alice.inbox.request("ACK");
    expect(ok.toTag()).toBe(reinvite.toTag());
    await roundTrip(desk, alice, calleeDialog.request("BYE"));
  });

  it("carries REFER and NOTIFY inside the dialog in both directions", async () => {
    const { alice, desk, callerDialog, calleeDialog } = await answeredCall();
    const refer = await roundTrip(
      desk,
      alice,
      calleeDialog.request("REFER", { headers: [["Refer-To", `<sip:carol@${DOMAIN}>`]] }),
    );
    expect(refer.headers.get("Refer-To")).toBe(`<sip:carol@${DOMAIN}>`);
    await roundTrip(
      alice,
      desk,
      callerDialog.request("NOTIFY", {
        headers: [
          ["Event", "refer"],
          ["Subscription-State", "active"],
        ],
      }),
    );
    for (const method of ["UPDATE", "INFO", "OPTIONS"])
      await roundTrip(alice, desk, callerDialog.request(method));
  });

  it("answers 430 when the other party's connection is gone", async () => {
    const { alice, desk, callerDialog } = await answeredCall();
    desk.connection.close();
    alice.send(callerDialog.request("BYE"));
    expect((await alice.inbox.response((s) => s >= 200, "BYE")).status).toBe(430);
  });

  it("refuses an in-dialog request that matches no dialog from an unauthenticated connection", async () => {
    const { callerDialog } = await answeredCall();
    const stranger = harness.ua("mallory");
    const forged = callerDialog.request("BYE");
    forged.headers.set("Call-ID", "forged-call");
    stranger.send(forged);
    await stranger.inbox.response(481, "BYE");
  });
});

describe("in-dialog isolation (issue 8 §3: a To tag proves nothing)", () => {
  it("refuses requests with a made-up To tag from another registered user, addressed to a device's Contact", async () => {
    const { desk, phone } = await answeredCall();
    const mallory = await harness.registered("mallory");
    for (const method of ["MESSAGE", "INVITE", "BYE", "NOTIFY"]) {
      const forged = mallory.request(method, desk.contactUri, { to: `<sip:bob@${DOMAIN}>;tag=made-up` });
      mallory.send(forged);
      expect([method, (await mallory.inbox.response((s) => s >= 200, method)).status]).toEqual([method, 481]);
    }
    const unexpected = [...desk.inbox.unreadRequests(), ...phone.inbox.unreadRequests()];
    expect(unexpected.filter((m) => m !== "CANCEL")).toEqual([]);
  });

  it("refuses a dialog's route sent by someone who is not a party, over another connection", async () => {
    const { desk, callerDialog } = await answeredCall();
    const mallory = await harness.registered("mallory");
    mallory.send(callerDialog.request("BYE"));
    expect((await mallory.inbox.response((s) => s >= 200, "BYE")).status).toBe(403);
    const alsoMallory = await harness.registered("alice");
    alsoMallory.send(callerDialog.request("MESSAGE"));
    expect((await alsoMallory.inbox.response((s) => s >= 200, "MESSAGE")).status).toBe(403);
    expect(desk.inbox.unreadRequests()).toEqual([]);
  });

  it("refuses one dialog's route reused for another Call-ID", async () => {
    const { alice, desk, callerDialog } = await answeredCall();
    const reused = callerDialog.request("MESSAGE");
    reused.headers.set("Call-ID", "another-call");
    alice.send(reused);
    expect((await alice.inbox.response((s) => s >= 200, "MESSAGE")).status).toBe(481);
    expect(desk.inbox.unreadRequests()).toEqual([]);
  });

  it("routes a tracked dialog's request that came without our Route by the dialog, not by its Request-URI", async () => {
    const { alice, desk, phone, callerDialog } = await answeredCall();
    const bye = callerDialog.request("BYE");
    bye.headers.remove("Route");
    alice.send(bye);
    desk.respond(await desk.inbox.request("BYE"), 200);
    await alice.inbox.response(200, "BYE");
    expect(phone.inbox.unreadRequests().filter((m) => m !== "CANCEL")).toEqual([]);
  });
});

describe("caller presentation", () => {
  it("shows the callee the decorated caller id and gives the caller back its own From", async () => {
    const { atDesk, ok, invite } = await answeredCall({ displayName: "Sales", user: "5000" });
    expect(atDesk.from().displayName).toBe("Sales");
    expect(atDesk.from().uri).toMatchObject({ user: "5000" });
    expect(atDesk.fromTag()).toBe(invite.fromTag());
    expect(atDesk.headers.get("P-Asserted-Identity")).toBe(`"Sales" <sip:5000@${DOMAIN}>`);
    expect(ok.headers.get("From")).toBe(invite.headers.get("From"));
  });

  it("keeps the decorated identity in both directions for the dialog's later requests", async () => {
    const { alice, desk, callerDialog, calleeDialog } = await answeredCall({
      displayName: "Sales",
      user: "5000",
    });
    expect(calleeDialog.remoteUri).toBe(`"Sales" <sip:5000@${DOMAIN}>`);
    const fromCaller = await roundTrip(alice, desk, callerDialog.request("INFO"));
    expect(fromCaller.headers.get("From")).toMatch(/^"Sales" <sip:5000@example\.com>;tag=/);
    const byCallee = calleeDialog.request("UPDATE");
    desk.send(byCallee);
    const atAlice = await alice.inbox.request("UPDATE");
    expect(atAlice.to().displayName).toBe("Alice");
    expect(atAlice.to().uri).toMatchObject({ user: "alice" });
    alice.respond(atAlice, 200);
    const response = await desk.inbox.response(200, "UPDATE");
    expect(response.headers.get("To")).toBe(byCallee.headers.get("To"));
  });

  it("replaces a From user the client made up with the authenticated one", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(`sip:bob@${DOMAIN}`, { headers: [["P-Asserted-Identity", "<sip:ceo@example.com>"]] });
    const atBob = await bob.inbox.request("INVITE");
    expect(atBob.headers.getAll("P-Asserted-Identity")).toEqual([`<sip:alice@${DOMAIN}>`]);
    const spoofed = alice.request("INVITE", `sip:bob@${DOMAIN}`);
    spoofed.headers.set("From", `"CEO" <sip:ceo@${DOMAIN}>;tag=x1`);
    const answer = alice.sendWithAuth(spoofed);
    const second = await bob.inbox.request("INVITE", (r) => r.fromTag() === "x1");
    expect(second.from().uri).toMatchObject({ user: "alice" });
    bob.respond(second, 486);
    expect((await answer).status).toBe(486);
  });
});

describe("dialog tracking", () => {
  it("reports early, confirmed and terminated with the parties, the device and the times", async () => {
    const { alice, desk, callerDialog } = await answeredCall();
    harness.clock.advance(5000);
    await roundTrip(alice, desk, callerDialog.request("BYE"));
    expect(harness.events.map((e) => e.type)).toEqual(["early", "confirmed", "terminated"]);
    const [early, confirmed, terminated] = harness.events;
    expect(early?.dialog.parties).toMatchObject({
      callerAor: `sip:alice@${DOMAIN}`,
      calleeAor: `sip:bob@${DOMAIN}`,
      dialled: "bob",
    });
    expect(confirmed?.type === "confirmed" && confirmed.device.contact).toContain(desk.contactUri);
    expect(terminated).toMatchObject({ type: "terminated", cause: "bye", endedBy: "caller" });
    const { answeredAt, endedAt } = terminated!.dialog;
    expect(endedAt! - answeredAt!).toBe(5000);
    expect(harness.proxy.dialogs.list()).toEqual([]);
  });

  it("shows a ringing call to pickup and a live one to the presence board", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    await alice.call(`sip:bob@${DOMAIN}`);
    const atBob = await bob.inbox.request("INVITE");
    bob.respond(atBob, 180);
    await alice.inbox.response(180);
    const bobAor = `sip:bob@${DOMAIN}` as never;
    const [ringing] = harness.proxy.dialogs.ringingAt(bobAor);
    expect(ringing).toMatchObject({
      state: "early",
      callId: atBob.callId(),
      branches: [{ state: "ringing" }],
    });
    bob.respond(atBob, 200);
    await alice.inbox.response(200, "INVITE");
    expect(harness.proxy.dialogs.ringingAt(bobAor)).toEqual([]);
    expect(harness.proxy.dialogs.forAor(bobAor)).toMatchObject([{ state: "confirmed" }]);
  });

  it("ends a confirmed call when the answering device's connection drops", async () => {
    const { desk } = await answeredCall();
    desk.connection.close();
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "connection-lost" });
  });
});
