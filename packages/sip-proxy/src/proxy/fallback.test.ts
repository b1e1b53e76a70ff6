import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";
import type { DialogEvent } from "../dialog/dialog-events";
import type { SipRequest } from "../message/sip-message";
import type { Aor } from "../registrar/aor";

let harness: Harness;
const bobUri = `sip:bob@${DOMAIN}`;
const vmAor = `sip:vm@${DOMAIN}`;
const NO_ANSWER_MS = 25_000;

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

/**
 * Calls to Bob go to `vm` after 25 s without an answer, or when Bob is busy, declines or is away;
 * `**bob` picks up the call ringing at Bob.
 */
function fallbackHarness(): Harness {
  const created = createHarness({
    resolveTarget: ({ dialled }) =>
      Promise.resolve(
        dialled === "**bob"
          ? { kind: "pickup", dialog: created.proxy.dialogs.ringingAt(bobUri as Aor)[0]?.id ?? "" }
          : dialled === "bob"
            ? {
                kind: "aor",
                aor: bobUri,
                fallback: { aor: "vm", afterMs: NO_ANSWER_MS, onStatuses: [408, 480, 486, 603] },
              }
            : { kind: "aor", aor: `sip:${dialled ?? ""}@${DOMAIN}` },
      ),
  });
  return created;
}

/** Alice calls Bob, whose desk and phone both ring; the voicemail agent `vm` is registered. */
async function bobRinging(options: { forgedDiversion?: boolean } = {}) {
  harness = fallbackHarness();
  const alice = await harness.registered("alice");
  const desk = await harness.registered("bob");
  const phone = await harness.registered("bob");
  const vm = await harness.registered("vm");
  const invite = await alice.call(bobUri, {
    headers: options.forgedDiversion ? [["Diversion", "<sip:carol@example.com>;reason=no-answer"]] : [],
  });
  const atDesk = await desk.inbox.request("INVITE");
  const atPhone = await phone.inbox.request("INVITE");
  desk.respond(atDesk, 180);
  phone.respond(atPhone, 180);
  await alice.inbox.response(180);
  return { alice, desk, phone, vm, invite, atDesk, atPhone };
}

/** The device answers the CANCEL it receives and ends its INVITE with 487. */
async function acceptCancel(device: TestUserAgent, invite: SipRequest): Promise<SipRequest> {
  const cancel = await device.inbox.request("CANCEL");
  device.respond(cancel, 200);
  device.respond(invite, 487);
  return cancel;
}

function types(events: readonly DialogEvent[]): string[] {
  return events.map((event) => event.type);
}

describe("fallback (serial forking)", () => {
  it("cancels the ringing devices after the no-answer time and offers the call to the fallback with Diversion", async () => {
    const { alice, desk, phone, vm, invite, atDesk, atPhone } = await bobRinging();
    harness.clock.advance(NO_ANSWER_MS);

    for (const [device, ringing] of [
      [desk, atDesk],
      [phone, atPhone],
    ] as const) {
      const cancel = await acceptCancel(device, ringing);
      expect(cancel.headers.get("Reason")).toBe('SIP;cause=480;text="No answer"');
    }
    const offered = await vm.inbox.request("INVITE");
    expect(offered.callId()).toBe(invite.callId());
    expect(offered.fromTag()).toBe(invite.fromTag());
    expect(offered.headers.getAll("Diversion")).toEqual([`<${bobUri}>;reason=no-answer`]);
    expect(offered.headers.get("Record-Route")).toMatch(/to-flow=/);
    vm.respond(offered, 180);
    const answer = vm.respond(offered, 200, { body: "v=0\r\n" });

    const ok = await alice.inbox.response(200, "INVITE");
    expect(ok.toTag()).toBe(answer.toTag());
    expect(alice.inbox.all.filter((m) => m.kind === "response" && m.status === 487)).toEqual([]);
    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    await vm.inbox.request("ACK");
    alice.send(dialog.request("BYE"));
    vm.respond(await vm.inbox.request("BYE"), 200);
    await alice.inbox.response(200, "BYE");

    expect(types(harness.events)).toEqual(["early", "diverted", "confirmed", "terminated"]);
    expect(harness.events[1]).toMatchObject({
      type: "diverted",
      from: bobUri,
      to: vmAor,
      reason: "no-answer",
      dialog: { parties: { callerAor: `sip:alice@${DOMAIN}`, calleeAor: vmAor } },
    });
    expect(harness.events[2]).toMatchObject({ dialog: { parties: { calleeAor: vmAor } } });
    expect(harness.events[3]).toMatchObject({ cause: "bye", endedBy: "caller" });
  });

  it.each([
    [486, "busy", "user-busy"],
    [603, "declined", "deflection"],
  ] as const)("diverts when every device answers %i", async (status, reason, header) => {
    const { alice, desk, phone, vm, atDesk, atPhone } = await bobRinging();
    desk.respond(atDesk, status);
    phone.respond(atPhone, status);
    const offered = await vm.inbox.request("INVITE");
    expect(offered.headers.get("Diversion")).toBe(`<${bobUri}>;reason=${header}`);
    expect(harness.events.find((e) => e.type === "diverted")).toMatchObject({ reason });
    vm.respond(offered, 200, { body: "v=0\r\n" });
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(200);
  });

  it("does not divert on a status it was not asked to (404 goes to the caller)", async () => {
    const { alice, desk, phone, vm, atDesk, atPhone } = await bobRinging();
    desk.respond(atDesk, 404);
    phone.respond(atPhone, 404);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(404);
    expect(vm.inbox.unreadRequests()).toEqual([]);
  });

  it("diverts at once when the callee has no registered device", async () => {
    harness = fallbackHarness();
    const alice = await harness.registered("alice");
    harness.ua("bob");
    const vm = await harness.registered("vm");
    await alice.call(bobUri);
    const offered = await vm.inbox.request("INVITE");
    expect(offered.headers.get("Diversion")).toBe(`<${bobUri}>;reason=unavailable`);
    expect(types(harness.events)).toEqual(["diverted"]);
    vm.respond(offered, 486);
    // Once diverted, the caller hears how the fallback ended.
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
    expect(types(harness.events)).toEqual(["diverted", "terminated"]);
  });

  it("answers 480 as before when neither the callee nor the fallback has a device", async () => {
    harness = fallbackHarness();
    const alice = await harness.registered("alice");
    harness.ua("bob");
    await alice.call(bobUri);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(480);
    expect(types(harness.events)).toEqual(["terminated"]);
  });

  it("lets a device's 2xx that races the no-answer timer win, cancelling the fallback", async () => {
    const { alice, desk, phone, vm, atDesk, atPhone } = await bobRinging();
    harness.clock.advance(NO_ANSWER_MS);
    const offered = await vm.inbox.request("INVITE");
    vm.respond(offered, 180);
    // The desk answered just as the proxy gave up on it: its 200 crosses our CANCEL.
    await desk.inbox.request("CANCEL");
    const answer = desk.respond(atDesk, 200, { body: "v=0\r\n" });
    const ok = await alice.inbox.response(200, "INVITE");
    expect(ok.toTag()).toBe(answer.toTag());
    const cancel = await vm.inbox.request("CANCEL");
    expect(cancel.headers.get("Reason")).toBe('SIP;cause=200;text="Call completed elsewhere"');
    vm.respond(cancel, 200);
    vm.respond(offered, 487);
    await acceptCancel(phone, atPhone);
    expect(harness.events.find((e) => e.type === "confirmed")).toMatchObject({
      dialog: { parties: { calleeAor: bobUri } },
    });
  });

  it("diverts only once: a fallback that does not answer either is not diverted again", async () => {
    const { alice, desk, phone, vm, atDesk, atPhone } = await bobRinging();
    harness.clock.advance(NO_ANSWER_MS);
    await acceptCancel(desk, atDesk);
    await acceptCancel(phone, atPhone);
    const offered = await vm.inbox.request("INVITE");
    vm.respond(offered, 180);
    harness.clock.advance(NO_ANSWER_MS);
    vm.respond(offered, 480);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(480);
    expect(types(harness.events).filter((type) => type === "diverted")).toHaveLength(1);
    expect(vm.inbox.unreadRequests()).not.toContain("INVITE");
  });

  it("does not wait for a device that never answered at all once diverted", async () => {
    harness = fallbackHarness();
    const alice = await harness.registered("alice");
    const silent = await harness.registered("bob");
    const vm = await harness.registered("vm");
    await alice.call(bobUri);
    const atSilent = await silent.inbox.request("INVITE");
    harness.clock.advance(NO_ANSWER_MS);
    const offered = await vm.inbox.request("INVITE");
    vm.respond(offered, 486);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
    // RFC 3261 §9.1: its CANCEL goes out once it answers provisionally.
    silent.respond(atSilent, 180);
    expect((await silent.inbox.request("CANCEL")).headers.get("Reason")).toBe(
      'SIP;cause=480;text="No answer"',
    );
  });

  it("cancels the fallback too when the caller cancels", async () => {
    const { alice, desk, phone, vm, invite, atDesk, atPhone } = await bobRinging();
    harness.clock.advance(NO_ANSWER_MS);
    await acceptCancel(desk, atDesk);
    await acceptCancel(phone, atPhone);
    const offered = await vm.inbox.request("INVITE");
    vm.respond(offered, 180);
    alice.cancel(invite, 'SIP;cause=200;text="Call completed elsewhere"');
    await alice.inbox.response(200, "CANCEL");
    await acceptCancel(vm, offered);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(487);
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "canceled" });
  });

  it("strips a Diversion header the caller forged, on the first targets and on the fallback", async () => {
    const { desk, vm, atDesk, atPhone } = await bobRinging({ forgedDiversion: true });
    expect(atDesk.headers.has("Diversion")).toBe(false);
    expect(atPhone.headers.has("Diversion")).toBe(false);
    desk.respond(atDesk, 486);
    harness.clock.advance(NO_ANSWER_MS);
    const offered = await vm.inbox.request("INVITE");
    expect(offered.headers.getAll("Diversion")).toEqual([`<${bobUri}>;reason=no-answer`]);
  });

  it("strips a Diversion header from requests inside the dialog, both ways", async () => {
    const { alice, desk, invite, atDesk, phone, atPhone } = await bobRinging();
    desk.respond(atDesk, 200, { body: "v=0\r\n" });
    const ok = await alice.inbox.response(200, "INVITE");
    await acceptCancel(phone, atPhone);
    const forged: [string, string] = ["Diversion", "<sip:carol@example.com>;reason=no-answer"];
    const callerSide = alice.dialogAsCaller(invite, ok);
    alice.send(callerSide.request("ACK", { seq: invite.cseq().seq, headers: [forged] }));
    expect((await desk.inbox.request("ACK")).headers.has("Diversion")).toBe(false);
    alice.send(callerSide.request("INFO", { headers: [forged] }));
    const info = await desk.inbox.request("INFO");
    expect(info.headers.has("Diversion")).toBe(false);
    desk.respond(info, 200);
    const calleeSide = desk.dialogAsCallee(atDesk);
    desk.send(calleeSide.request("BYE", { headers: [forged] }));
    expect((await alice.inbox.request("BYE")).headers.has("Diversion")).toBe(false);
  });

  it("no longer diverts a call a colleague picked up", async () => {
    const { alice, desk, phone, vm, atDesk, atPhone } = await bobRinging();
    const carol = await harness.registered("carol");
    await carol.call(`sip:**bob@${DOMAIN}`);
    const offered = await carol.inbox.request("INVITE", (r) => r.callId() === atDesk.callId());
    carol.respond(offered, 180);
    await acceptCancel(desk, atDesk);
    await acceptCancel(phone, atPhone);
    harness.clock.advance(NO_ANSWER_MS);
    carol.respond(offered, 200, { body: "v=0\r\n" });
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(200);
    expect(carol.inbox.unreadRequests()).not.toContain("CANCEL");
    expect(vm.inbox.unreadRequests()).toEqual([]);
    expect(types(harness.events)).not.toContain("diverted");
  });
});
