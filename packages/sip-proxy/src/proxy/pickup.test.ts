import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";
import type { SipRequest } from "../message/sip-message";
import type { Aor } from "../registrar/aor";
import type { TargetResolution } from "./hooks";

let harness: Harness;
const bobUri = `sip:bob@${DOMAIN}`;
const PICKUP_MARK: [string, string] = ["X-Pickup", "bob"];

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

/** Hooks where `**<user>` picks up the call ringing at that user, as the app's dial plan would. */
function pickupHarness(): Harness {
  const created: Harness = createHarness({
    resolveTarget: ({ dialled }) => {
      if (dialled?.startsWith("**")) {
        const ringing = created.proxy.dialogs.ringingAt(`sip:${dialled.slice(2)}@${DOMAIN}` as Aor)[0];
        const resolution: TargetResolution = ringing
          ? { kind: "pickup", dialog: ringing.id, headers: [PICKUP_MARK, ["Call-Info", `<sip:${DOMAIN}>;answer-after=0`]] }
          : { kind: "reject", status: 404 };
        return Promise.resolve(resolution);
      }
      return Promise.resolve({ kind: "aor", aor: `sip:${dialled ?? ""}@${DOMAIN}` });
    },
  });
  return created;
}

/** Alice calls Bob, whose desk and phone both ring; Carol is registered and idle. */
async function bobRinging() {
  harness = pickupHarness();
  const alice = await harness.registered("alice");
  const desk = await harness.registered("bob");
  const phone = await harness.registered("bob");
  const carol = await harness.registered("carol");
  const invite = await alice.call(bobUri);
  const atDesk = await desk.inbox.request("INVITE");
  const atPhone = await phone.inbox.request("INVITE");
  desk.respond(atDesk, 180);
  phone.respond(atPhone, 180);
  await alice.inbox.response(180);
  return { alice, desk, phone, carol, invite, atDesk, atPhone };
}

/** Carol dials the pickup code; resolves with her INVITE once it is sent (after the challenge). */
async function carolPicksUp(carol: TestUserAgent): Promise<SipRequest> {
  return carol.call(`sip:**bob@${DOMAIN}`);
}

describe("call pickup", () => {
  it("cancels the ringing devices as completed elsewhere and offers the caller's INVITE to the picker", async () => {
    const { alice, desk, phone, carol, invite, atDesk, atPhone } = await bobRinging();
    await carolPicksUp(carol);

    const offered = await carol.inbox.request("INVITE", (r) => r.callId() === invite.callId());
    expect(offered.headers.get("X-Pickup")).toBe("bob");
    expect(offered.headers.get("Call-Info")).toBe(`<sip:${DOMAIN}>;answer-after=0`);
    expect(offered.uri).toMatchObject({ user: carol.contactUri.slice(4, carol.contactUri.indexOf("@")) });
    expect(offered.headers.get("Record-Route")).toMatch(/to-flow=/);
    expect(offered.fromTag()).toBe(invite.fromTag());

    for (const [device, ringing] of [
      [desk, atDesk],
      [phone, atPhone],
    ] as const) {
      const cancel = await device.inbox.request("CANCEL");
      expect(cancel.headers.get("Reason")).toBe('SIP;cause=200;text="Call completed elsewhere"');
      device.respond(cancel, 200);
      device.respond(ringing, 487);
    }
    expect(harness.events.find((e) => e.type === "picked-up")).toMatchObject({
      from: bobUri,
      by: `sip:carol@${DOMAIN}`,
      dialog: { parties: { callerAor: `sip:alice@${DOMAIN}`, calleeAor: `sip:carol@${DOMAIN}` } },
    });
    expect(alice.inbox.all.filter((m) => m.kind === "response" && m.status === 487)).toEqual([]);
  });

  it("answers the caller with the picker's 200, ends the pickup request with 487, and routes ACK and BYE between them", async () => {
    const { alice, desk, phone, carol, invite, atDesk, atPhone } = await bobRinging();
    const pickup = await carolPicksUp(carol);
    const offered = await carol.inbox.request("INVITE", (r) => r.callId() === invite.callId());
    carol.respond(offered, 180);
    const answer = carol.respond(offered, 200, { body: "v=0\r\n" });

    const ok = await alice.inbox.response(200, "INVITE");
    expect(ok.toTag()).toBe(answer.toTag());
    const done = await carol.inbox.response((s) => s >= 200, "INVITE");
    expect(done.callId()).toBe(pickup.callId());
    expect(done.status).toBe(487);
    expect(done.headers.get("Reason")).toBe('SIP;cause=200;text="Call picked up"');
    carol.ackFailure(pickup, done);
    for (const [device, ringing] of [
      [desk, atDesk],
      [phone, atPhone],
    ] as const) {
      device.respond(await device.inbox.request("CANCEL"), 200);
      device.respond(ringing, 487);
    }

    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    expect((await carol.inbox.request("ACK")).toTag()).toBe(answer.toTag());
    alice.send(dialog.request("BYE"));
    const bye = await carol.inbox.request("BYE");
    carol.respond(bye, 200);
    expect((await alice.inbox.response(200, "BYE")).status).toBe(200);
    expect(harness.events.filter((e) => e.type === "confirmed")).toMatchObject([
      { device: { connectionId: expect.any(String) as string }, dialog: { parties: { calleeAor: `sip:carol@${DOMAIN}` } } },
    ]);
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "bye", endedBy: "caller" });
    expect(desk.inbox.unreadRequests()).not.toContain("BYE");
  });

  it("answers 404 when nothing rings at the number", async () => {
    harness = pickupHarness();
    await harness.registered("bob");
    const carol = await harness.registered("carol");
    const answer = await carol.sendWithAuth(carol.request("INVITE", `sip:**bob@${DOMAIN}`));
    expect(answer.status).toBe(404);
    expect(harness.events).toEqual([]);
  });

  it("answers 404 once the call was answered, and leaves the call alone", async () => {
    const { alice, desk, carol, atDesk } = await bobRinging();
    desk.respond(atDesk, 200);
    await alice.inbox.response(200, "INVITE");
    const answer = await carol.sendWithAuth(carol.request("INVITE", `sip:**bob@${DOMAIN}`));
    expect(answer.status).toBe(404);
    expect(carol.inbox.unreadRequests()).toEqual([]);
  });

  it("ends the pickup with the picker's refusal, and the caller hears the best answer", async () => {
    const { alice, desk, phone, carol, invite, atDesk, atPhone } = await bobRinging();
    const pickup = await carolPicksUp(carol);
    const offered = await carol.inbox.request("INVITE", (r) => r.callId() === invite.callId());
    for (const [device, ringing] of [
      [desk, atDesk],
      [phone, atPhone],
    ] as const) {
      device.respond(await device.inbox.request("CANCEL"), 200);
      device.respond(ringing, 487);
    }
    carol.respond(offered, 486);
    const done = await carol.inbox.response((s) => s >= 200, "INVITE");
    expect(done.callId()).toBe(pickup.callId());
    expect(done.status).toBe(486);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(486);
  });
});
