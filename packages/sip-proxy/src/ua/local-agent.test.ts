import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { TestUserAgent } from "../../test-support/test-user-agent";
import type { TestDialog } from "../../test-support/test-dialog";
import type { SipRequest } from "../message/sip-message";
import { DEFAULT_TIMERS } from "../transaction/timer-settings";
import type { LocalIncomingCall, LocalService } from "./local-agent";

let harness: Harness;
let service: LocalService;
const vmUri = `sip:voicemail@${DOMAIN}`;
const OFFER = "v=0\r\no=alice 1 1 IN IP4 127.0.0.1\r\n";
const ANSWER = "v=0\r\no=vm 1 1 IN IP4 127.0.0.1\r\n";

afterEach(() => {
  harness.proxy.close();
  expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
});

/** A proxy whose `voicemail` AoR is served by a local agent; resolves each call the agent is offered. */
function localHarness(): { calls: () => Promise<LocalIncomingCall> } {
  harness = createHarness({
    resolveTarget: ({ dialled }) => Promise.resolve({ kind: "aor", aor: `sip:${dialled ?? ""}@${DOMAIN}` }),
  });
  const offered: LocalIncomingCall[] = [];
  const waiting: Array<(call: LocalIncomingCall) => void> = [];
  service = harness.proxy.serveLocal("voicemail", {
    onInvite: (call) => {
      const waiter = waiting.shift();
      if (waiter) waiter(call);
      else offered.push(call);
    },
  });
  return {
    calls: () => {
      const next = offered.shift();
      return next ? Promise.resolve(next) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Alice calls voicemail with an SDP offer; resolves with her INVITE and the agent's call. */
async function aliceCalls() {
  const { calls } = localHarness();
  const alice = await harness.registered("alice", { displayName: "Alice A" });
  const invite = alice.request("INVITE", vmUri, {
    headers: [["Content-Type", "application/sdp"]],
    body: OFFER,
  });
  alice.send(invite);
  const call = await calls();
  return { alice, invite, call, calls };
}

/** The call answered and ACKed: resolves with Alice's dialog. */
async function answered() {
  const setup = await aliceCalls();
  const { alice, invite, call } = setup;
  const acked = call.answer(ANSWER);
  const ok = await alice.inbox.response(200, "INVITE");
  const dialog = alice.dialogAsCaller(invite, ok);
  alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
  await acked;
  return { ...setup, dialog, ok };
}

function info(alice: TestUserAgent, dialog: TestDialog, contentType: string, body: string): SipRequest {
  const request = dialog.request("INFO", { headers: [["Content-Type", contentType]], body });
  alice.send(request);
  return request;
}

describe("local user agent (serveLocal)", () => {
  it("is offered the call as the proxy presents it, answers with its SDP as a UAS, and is confirmed by the ACK", async () => {
    const { alice, invite, call } = await aliceCalls();
    expect(call).toMatchObject({
      callId: invite.callId(),
      fromTag: invite.fromTag(),
      from: { user: "alice", displayName: "Alice A" },
      requestUser: "voicemail",
      offerSdp: OFFER,
    });
    call.ring();
    const ringing = await alice.inbox.response(180);
    const acked = call.answer(ANSWER);
    const ok = await alice.inbox.response(200, "INVITE");
    expect(ok.body).toBe(ANSWER);
    expect(ok.contentType()).toBe("application/sdp");
    expect(ok.toTag()).toBe(ringing.toTag());
    expect(ok.headers.getAll("Record-Route")).toHaveLength(1);
    expect(ok.headers.get("Contact")).toMatch(/^<sip:voicemail@[^>]+\.invalid;transport=ws>$/);
    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    await acked;
    expect(harness.events.map((e) => e.type)).toEqual(["early", "confirmed"]);
    expect(harness.events[1]).toMatchObject({ dialog: { parties: { calleeAor: vmUri } } });
  });

  it("retransmits its 200 OK until the ACK comes (RFC 3261 §13.3.1.4)", async () => {
    const { alice, invite, call } = await aliceCalls();
    const acked = call.answer(ANSWER);
    const first = await alice.inbox.response(200, "INVITE");
    harness.clock.advance(DEFAULT_TIMERS.t1Ms);
    const again = await alice.inbox.response(200, "INVITE");
    expect(again.toTag()).toBe(first.toTag());
    const dialog = alice.dialogAsCaller(invite, first);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    await acked;
    harness.clock.advance(10 * DEFAULT_TIMERS.t2Ms);
    // A round trip on the same path: a retransmission sent meanwhile would have arrived before its answer.
    info(alice, dialog, "application/dtmf", "1");
    await alice.inbox.response(200, "INFO");
    expect(alice.inbox.unread.filter((m) => m.kind === "response" && m.status === 200)).toEqual([]);
  });

  it("hangs up with a BYE when no ACK comes within 64*T1, and answer() rejects", async () => {
    const { alice, call } = await aliceCalls();
    const acked = call.answer(ANSWER);
    for (let elapsed = 0; elapsed <= 64 * DEFAULT_TIMERS.t1Ms; elapsed += DEFAULT_TIMERS.t1Ms) {
      harness.clock.advance(DEFAULT_TIMERS.t1Ms);
    }
    await expect(acked).rejects.toThrow(/no ACK/);
    alice.respond(await alice.inbox.request("BYE"), 200);
    expect(await call.ended).toBe("local-bye");
  });

  it("ends with the caller's BYE", async () => {
    const { alice, dialog, call } = await answered();
    alice.send(dialog.request("BYE"));
    expect((await alice.inbox.response((s) => s >= 200, "BYE")).status).toBe(200);
    expect(await call.ended).toBe("remote-bye");
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated", cause: "bye", endedBy: "caller" });
  });

  it("hangs up with a BYE along the route set that reaches the caller", async () => {
    const { alice, dialog, call, invite } = await answered();
    call.hangup();
    const bye = await alice.inbox.request("BYE");
    expect(bye.callId()).toBe(invite.callId());
    expect(bye.toTag()).toBe(invite.fromTag());
    expect(bye.fromTag()).toBe(dialog.remoteTag);
    expect(bye.cseq()).toEqual({ seq: 1, method: "BYE" });
    expect(bye.uri).toMatchObject({ user: alice.contactUri.slice(4, alice.contactUri.indexOf("@")) });
    alice.respond(bye, 200);
    expect(await call.ended).toBe("local-bye");
    await expect
      .poll(() => harness.events.at(-1))
      .toMatchObject({
        type: "terminated",
        cause: "bye",
        endedBy: "callee",
      });
  });

  it("sends its BYE only after the ACK when it hangs up while its 200 OK awaits one (RFC 3261 §15)", async () => {
    const { alice, invite, call } = await aliceCalls();
    const acked = call.answer(ANSWER);
    const ok = await alice.inbox.response(200, "INVITE");
    call.hangup();
    await expect(acked).rejects.toThrow();
    expect(await call.ended).toBe("local-bye");
    const dialog = alice.dialogAsCaller(invite, ok);
    // A round trip first: no BYE may have left before the ACK.
    alice.send(dialog.request("OPTIONS"));
    await alice.inbox.response((s) => s >= 200, "OPTIONS");
    expect(alice.inbox.unreadRequests()).toEqual([]);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    alice.respond(await alice.inbox.request("BYE"), 200);
  });

  it("answers the caller's CANCEL before the answer with 487, and answer() then rejects", async () => {
    const { alice, invite, call } = await aliceCalls();
    call.ring();
    await alice.inbox.response(180);
    alice.cancel(invite);
    expect((await alice.inbox.response((s) => s >= 200, "CANCEL")).status).toBe(200);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(487);
    expect(await call.ended).toBe("cancelled");
    await expect(call.answer(ANSWER)).rejects.toThrow();
  });

  it("ends the INVITE with 487 when the caller sends BYE in the early dialog", async () => {
    const { alice, invite, call } = await aliceCalls();
    call.ring();
    const ringing = await alice.inbox.response(180);
    const early = alice.dialogAsCaller(invite, ringing);
    alice.send(early.request("BYE"));
    expect((await alice.inbox.response((s) => s >= 200, "BYE")).status).toBe(200);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(487);
    expect(await call.ended).toBe("remote-bye");
  });

  it("hears DTMF digits sent as INFO (application/dtmf-relay and application/dtmf) and refuses other INFO", async () => {
    const { alice, dialog, call } = await answered();
    const digits: string[] = [];
    call.onInfoDigit((digit) => digits.push(digit));
    info(alice, dialog, "application/dtmf-relay", "Signal=5\r\nDuration=160\r\n");
    expect((await alice.inbox.response((s) => s >= 200, "INFO")).status).toBe(200);
    info(alice, dialog, "application/dtmf", "#");
    expect((await alice.inbox.response((s) => s >= 200, "INFO")).status).toBe(200);
    info(alice, dialog, "text/plain", "hello");
    expect((await alice.inbox.response((s) => s >= 200, "INFO")).status).toBe(415);
    expect(digits).toEqual(["5", "#"]);
  });

  it("answers a re-INVITE (session refresh, hold) with the same SDP", async () => {
    const { alice, dialog, ok } = await answered();
    const reInvite = dialog.request("INVITE", {
      headers: [["Content-Type", "application/sdp"]],
      body: `${OFFER}a=sendonly\r\n`,
    });
    alice.send(reInvite);
    const refreshed = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toBe(ANSWER);
    expect(refreshed.toTag()).toBe(ok.toTag());
    alice.send(dialog.request("ACK", { seq: reInvite.cseq().seq }));
    alice.send(dialog.request("BYE"));
    expect((await alice.inbox.response((s) => s >= 200, "BYE")).status).toBe(200);
  });

  it("answers 420 to an INVITE that requires an extension", async () => {
    localHarness();
    const alice = await harness.registered("alice");
    alice.send(alice.request("INVITE", vmUri, { headers: [["Require", "100rel"]], body: OFFER }));
    const refused = await alice.inbox.response((s) => s >= 200, "INVITE");
    expect(refused.status).toBe(420);
    expect(refused.headers.get("Unsupported")).toBe("100rel");
  });

  it("rejects a call with the status it chooses", async () => {
    const { alice, call } = await aliceCalls();
    call.reject(488, "Not Acceptable Here");
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(488);
    expect(await call.ended).toBe("rejected");
  });

  it("sends a MESSAGE to every registered device of a user, without a challenge", async () => {
    localHarness();
    const desk = await harness.registered("bob");
    const phone = await harness.registered("bob");
    const sent = service.sendMessage(
      "bob",
      "application/simple-message-summary",
      "Messages-Waiting: yes\r\nVoice-Message: 2/5\r\n",
    );
    for (const device of [desk, phone]) {
      const message = await device.inbox.request("MESSAGE");
      expect(message.headers.get("From")).toMatch(new RegExp(`^<${vmUri}>;tag=`));
      expect(message.headers.get("P-Asserted-Identity")).toBe(`<${vmUri}>`);
      expect(message.contentType()).toBe("application/simple-message-summary");
      expect(message.body).toBe("Messages-Waiting: yes\r\nVoice-Message: 2/5\r\n");
      device.respond(message, 200);
    }
    expect(await sent).toBe(200);
    expect(harness.events).toEqual([]);
  });

  it("sends MESSAGEs only within our domain, and gets 480 for a user with no device", async () => {
    localHarness();
    expect(await service.sendMessage("sip:bob@elsewhere.org", "text/plain", "hi")).toBe(404);
    expect(await service.sendMessage("nobody", "text/plain", "hi")).toBe(480);
  });

  it("keeps its binding (no expiry) and refuses REGISTERs for its AoR from outside", async () => {
    localHarness();
    harness.clock.advance(24 * 3600 * 1000);
    expect(harness.proxy.registrar.bindings(vmUri as never)).toHaveLength(1);
    expect(harness.proxy.dropBindings(vmUri, () => true)).toBe(0);
    const intruder = harness.ua("voicemail");
    const refused = await intruder.register();
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe("Served Locally");
    expect(harness.proxy.registrar.bindings(vmUri as never)).toHaveLength(1);
  });

  it("ends its calls with BYE when detached, then is no longer reachable", async () => {
    const { alice, call } = await answered();
    service();
    alice.respond(await alice.inbox.request("BYE"), 200);
    expect(await call.ended).toBe("closed");
    expect(harness.proxy.registrar.bindings(vmUri as never)).toEqual([]);
    const again = alice.request("INVITE", vmUri, {
      headers: [["Content-Type", "application/sdp"]],
      body: OFFER,
    });
    alice.send(again);
    expect((await alice.inbox.response((s) => s >= 200, "INVITE")).status).toBe(480);
  });

  it("answers an unanswered call 480 when detached, and ends answered calls as closed when the proxy closes", async () => {
    const { alice, call, calls } = await aliceCalls();
    const second = alice.request("INVITE", vmUri, {
      headers: [["Content-Type", "application/sdp"]],
      body: OFFER,
    });
    alice.send(second);
    const other = await calls();
    const acked = other.answer(ANSWER);
    const ok = await alice.inbox.response((r) => r === 200, "INVITE");
    alice.send(alice.dialogAsCaller(second, ok).request("ACK", { seq: second.cseq().seq }));
    await acked;
    harness.proxy.close();
    expect(await other.ended).toBe("closed");
    expect(await call.ended).toBe("closed");
  });

  it("answers OPTIONS, refuses unknown methods and out-of-order requests in the dialog", async () => {
    const { alice, dialog } = await answered();
    alice.send(dialog.request("OPTIONS"));
    const options = await alice.inbox.response((s) => s >= 200, "OPTIONS");
    expect(options.headers.getAll("Allow").join(", ")).toBe("INVITE, ACK, CANCEL, BYE, INFO, OPTIONS");
    alice.send(dialog.request("UPDATE"));
    expect((await alice.inbox.response((s) => s >= 200, "UPDATE")).status).toBe(405);
    alice.send(dialog.request("INFO", { seq: 1 }));
    expect((await alice.inbox.response((s) => s >= 200, "INFO")).status).toBe(500);
  });
});
