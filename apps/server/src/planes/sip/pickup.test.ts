import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ackForFailure } from "@mobex/sip-proxy/transaction/ack-for-failure";
import { PhoneSet } from "../../test-support/sip-accounts";
import type { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sipUsers } from "../../test-support/sip-users";

/*
 * Call pickup through the real app (issue 4): scripted phones on /sip, the pickup code `**<number>`,
 * live state and history as the board and the history screen read them.
 */
let t: TestApp;
let phones: PhoneSet;
const { account, history } = sipUsers(() => t.app);

async function userId(phone: string): Promise<string> {
  const user = await t.app.services.users.findByPhone(phone);
  if (!user) throw new Error(`no user ${phone}`);
  return user.id;
}

/** Alice calls Bob (extension 1002), whose desk and mobile both ring. */
async function aliceRingsBob() {
  const alice = await phones.registered(await account("alice@example.com"));
  const bob = await account("bob@example.com");
  const desk = await phones.registered(bob);
  const mobile = await phones.registered(bob);
  const invite = await alice.call("1002");
  const atDesk = await desk.inbox.request("INVITE");
  const atMobile = await mobile.inbox.request("INVITE");
  desk.respond(atDesk, 180);
  mobile.respond(atMobile, 180);
  await alice.inbox.response(180, "INVITE");
  return { alice, desk, mobile, invite, atDesk, atMobile };
}

/** What a device does with the CANCEL of a ringing INVITE; resolves with the CANCEL's Reason. */
async function stopRinging(
  device: SipPhone,
  ringing: Parameters<SipPhone["respond"]>[0],
): Promise<string | undefined> {
  const cancel = await device.inbox.request("CANCEL");
  device.respond(cancel, 200);
  device.respond(ringing, 487);
  return cancel.headers.get("Reason");
}

beforeAll(async () => {
  t = await createTestApp();
  const { sipUrl } = await t.listen();
  phones = new PhoneSet(sipUrl);
});
beforeEach(() => t.clock.advance(60_000));
afterEach(() => phones.closeAll());
afterAll(() => t.close());

describe("call pickup through /sip", () => {
  it("hands Alice's call to Bob over to Carol: Bob's devices stop ringing, Alice and Carol talk", async () => {
    const { alice, desk, mobile, invite, atDesk, atMobile } = await aliceRingsBob();
    const carol = await phones.registered(await account("carol@example.com"));
    const { liveCalls } = t.app.services;
    const [aliceId, bobId, carolId] = await Promise.all([
      userId("400011001"),
      userId("400011002"),
      userId("400011003"),
    ]);

    const pickup = await carol.call("**1002");
    const offered = await carol.inbox.request("INVITE", (r) => r.callId() === invite.callId());
    expect(offered.headers.get("X-Mobex-Pickup")).toBe("1002");
    expect(offered.headers.get("Call-Info")).toBe("<sip:mobex.local>;answer-after=0");
    expect(offered.from().displayName).toBe("Alice Adams");
    expect(await stopRinging(desk, atDesk)).toBe('SIP;cause=200;text="Call completed elsewhere"');
    expect(await stopRinging(mobile, atMobile)).toBe('SIP;cause=200;text="Call completed elsewhere"');
    expect(liveCalls.forUser(bobId)).toEqual([]);
    expect(liveCalls.forUser(carolId)).toEqual([
      expect.objectContaining({
        direction: "in",
        state: "ringing",
        other: { number: "400011001", name: "Alice Adams" },
      }),
    ]);

    carol.respond(offered, 200);
    const ok = await alice.inbox.response(200, "INVITE");
    const done = await carol.inbox.response((s) => s >= 200, "INVITE");
    expect([done.callId(), done.status, done.headers.get("Reason")]).toEqual([
      pickup.callId(),
      487,
      'SIP;cause=200;text="Call picked up"',
    ]);
    carol.send(ackForFailure(pickup, done));
    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.ack(invite.cseq().seq));
    await carol.inbox.request("ACK");
    expect(liveCalls.forUser(aliceId)).toEqual([
      expect.objectContaining({
        direction: "out",
        state: "talking",
        other: { number: "400011003", name: "Carol Clark" },
      }),
    ]);
    expect(liveCalls.forUser(carolId)).toEqual([
      expect.objectContaining({ direction: "in", state: "talking" }),
    ]);

    t.clock.advance(20_000);
    alice.send(dialog.request("BYE"));
    carol.respond(await carol.inbox.request("BYE"), 200);
    await alice.inbox.response(200, "BYE");
    expect(liveCalls.forUser(carolId)).toEqual([]);
    expect((await history("alice@example.com"))[0]).toMatchObject({
      call_type: "OUT",
      status: "answer",
      call_b: "400011003",
      call_name: "Carol Clark",
      call_duration: 20,
      call_desc: "Picked up from Bob Brown",
    });
    expect((await history("carol@example.com"))[0]).toMatchObject({
      call_type: "INB",
      status: "answer",
      call_b: "400011001",
      call_name: "Alice Adams",
      call_duration: 20,
    });
    // Not a missed call for Bob: it rang for him and a colleague took it.
    expect((await history("bob@example.com"))[0]).toMatchObject({
      call_type: "INB",
      status: "answer",
      call_b: "400011001",
      call_duration: 0,
      call_desc: "Picked up by Carol Clark",
    });
  });

  it("answers 404 when nothing rings at the number, and leaves no history", async () => {
    const carol = await phones.registered(await account("carol@example.com"));
    await phones.registered(await account("dave@example.com"));
    const before = (await history("carol@example.com")).length;
    for (const code of ["**1004", "**400011004", "**1999"]) {
      await carol.call(code);
      expect([code, (await carol.inbox.response((s) => s >= 200, "INVITE")).status]).toEqual([code, 404]);
    }
    expect(await history("carol@example.com")).toHaveLength(before);
  });

  it("refuses a pickup from another tenant with 404 and leaves the call ringing", async () => {
    const { alice, desk, mobile, atDesk } = await aliceRingsBob();
    const oscar = await phones.registered(await account("oscar@globex.example"));
    for (const code of ["**1002", "**400011002"]) {
      await oscar.call(code);
      expect((await oscar.inbox.response((s) => s >= 200, "INVITE")).status).toBe(404);
    }
    expect([...desk.inbox.unreadRequests(), ...mobile.inbox.unreadRequests()]).toEqual([]);
    expect(oscar.inbox.unreadRequests()).toEqual([]);
    desk.respond(atDesk, 200);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(200);
  });
});
