import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dominantFrequency, rms, toneShare } from "@mobex/media/test-support/audio-analysis";
import { createBrowserPeer, type BrowserPeer } from "@mobex/media/test-support/browser-peer";
import { decodeWav, tone, type Pcm } from "@mobex/media/pcm";
import { postApi } from "../../test-support/api-client";
import { PhoneSet } from "../../test-support/sip-accounts";
import type { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sipUsers } from "../../test-support/sip-users";
import { MAX_VOICEMAIL_CALLS_PER_CALLER } from "./voicemail-hooks";

/*
 * Voicemail through the real app (issue 12): scripted SIP phones on /sip, and a werift peer as the
 * caller's browser media, against the in-process voicemail agent and the media endpoint.
 */
let t: TestApp;
let phones: PhoneSet;
const peers: BrowserPeer[] = [];
const { account, history } = sipUsers(() => t.app);

beforeAll(async () => {
  t = await createTestApp({
    // A short ring, so that the test waits for the real timer of the proxy's fallback.
    voicemail: { enabledByDefault: true, noAnswerSeconds: 1, maxMessageSeconds: 30 },
    media: { bindAddress: "127.0.0.1", announcedAddress: null, portRange: [41200, 41299] },
  });
  const { sipUrl } = await t.listen();
  phones = new PhoneSet(sipUrl);
});
beforeEach(() => t.clock.advance(60_000));
afterEach(async () => {
  for (const peer of peers.splice(0)) await peer.close();
  await phones.closeAll();
});
afterAll(() => t.close());

/** Places a call with a werift offer; resolves once voicemail answered and the media connected. */
async function callWithMedia(
  phone: SipPhone,
  dialled: string,
  headers: [string, string][] = [],
): Promise<{ peer: BrowserPeer; hangUp(): void }> {
  const peer = await createBrowserPeer();
  peers.push(peer);
  const invite = phone.request("INVITE", `sip:${dialled}@mobex.local`, {
    body: peer.offerSdp,
    headers: [["Content-Type", "application/sdp"], ...headers],
  });
  phone.send(invite);
  const ok = await phone.inbox.response((status) => status >= 200, "INVITE");
  expect(ok.status).toBe(200);
  const dialog = phone.dialogAsCaller(invite, ok);
  phone.send(dialog.ack(invite.cseq().seq));
  await peer.accept(ok.body);
  await peer.connected();
  return { peer, hangUp: () => phone.send(dialog.request("BYE")) };
}

/** Waits until the peer has received `ms` of audio after `fromSample`, and returns it. */
async function heard(peer: BrowserPeer, fromSample: number, ms: number): Promise<Int16Array> {
  await vi.waitFor(() => expect(peer.received().samples.length).toBeGreaterThanOrEqual(fromSample + ms * 8), {
    timeout: 20_000,
    interval: 50,
  });
  return peer.received().samples.subarray(fromSample, fromSample + ms * 8);
}

/** Waits for the 1 kHz tone before recording (prompts/tone.wav); resolves with where it ends. */
async function toneHeard(peer: BrowserPeer): Promise<number> {
  const window = 8 * 200;
  let end = -1;
  await vi.waitFor(
    () => {
      const samples = peer.received().samples;
      for (let start = 0; start + window <= samples.length; start += 160) {
        const slice = samples.subarray(start, start + window);
        if (rms(slice) > 1000 && toneShare(slice, 1000) > 0.8) end = start + window;
      }
      expect(end).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 100 },
  );
  return end;
}

describe("voicemail calls", () => {
  it("answers *1 with the caller's own mailbox menu, spoken, and ends it on *", async () => {
    const alice = await phones.registered(await account("alice@example.com"));
    const aliceId = (await t.app.services.users.findByEmail("alice@example.com"))!.id;
    const { peer } = await callWithMedia(alice, "*1");
    // "You have zero new messages …": speech, not silence.
    expect(rms(await heard(peer, 0, 1_000))).toBeGreaterThan(300);
    // Her presence board shows her on a call, with her mailbox.
    expect(t.app.services.liveCalls.forUser(aliceId)).toEqual([
      expect.objectContaining({
        direction: "out",
        state: "talking",
        other: { number: "*1", name: "Voicemail" },
      }),
    ]);
    await peer.sendDigit("*");
    const bye = await alice.inbox.request("BYE");
    alice.respond(bye, 200);
    await vi.waitFor(() => expect(t.app.services.liveCalls.forUser(aliceId)).toEqual([]));
    await vi.waitFor(async () =>
      expect((await history("alice@example.com"))[0]).toMatchObject({
        call_type: "OUT",
        call_b: "*1",
        status: "answer",
      }),
    );
  });

  it("diverts an unanswered call after the ring time: greeting, tone, a recorded message stored for the callee", async () => {
    const aliceAccount = await account("alice@example.com");
    const desk = await phones.registered(aliceAccount);
    const bob = await phones.registered(await account("bob@example.com"));
    const aliceId = (await t.app.services.users.findByEmail("alice@example.com"))!.id;
    const before = await t.app.services.voicemail.countNew(aliceId);

    const calling = callWithMedia(bob, "1001");
    const ringing = await desk.inbox.request("INVITE");
    desk.respond(ringing, 180);
    // The ring time passes: the proxy cancels Alice's device and voicemail answers Bob.
    const cancel = await desk.inbox.request("CANCEL");
    desk.respond(cancel, 200);
    desk.respond(ringing, 487);
    const { peer } = await calling;

    const afterTone = await toneHeard(peer);
    expect(dominantFrequency(peer.received().samples.subarray(afterTone - 1600, afterTone))).toBe(1000);
    const message: Pcm = tone(440, 2_000);
    await peer.sendAudio(message);
    await peer.sendDigit("#");

    await vi.waitFor(async () => expect(await t.app.services.voicemail.countNew(aliceId)).toBe(before + 1), {
      timeout: 10_000,
    });
    const [stored] = await t.app.services.voicemail.list(aliceId);
    expect(stored).toMatchObject({ callerNumber: "400011002", callerName: "Bob Brown" });
    // What the peer sent, give or take the packets in flight when # ended it.
    expect([2, 3]).toContain(stored!.durationSeconds);
    const recording = decodeWav((await t.app.services.voicemail.audio(aliceId, stored!.id))!);
    expect(dominantFrequency(recording.samples)).toBe(440);

    // Alice's devices hear of it at once (RFC 3842 message summary from the voicemail agent).
    const notice = await desk.inbox.request("MESSAGE");
    desk.respond(notice, 200);
    expect(notice.headers.get("Content-Type")).toBe("application/simple-message-summary");
    expect(notice.body).toBe(`Messages-Waiting: yes\r\nVoice-Message: ${before + 1}/0\r\n`);

    const bye = await bob.inbox.request("BYE");
    bob.respond(bye, 200);
    await vi.waitFor(async () =>
      expect((await history("alice@example.com"))[0]).toMatchObject({
        call_type: "INB",
        status: "noanswer",
        call_b: "400011002",
        call_desc: "Voicemail",
      }),
    );
  });

  it("answers at once for a callee on do-not-disturb, without ringing their devices", async () => {
    const grace = await account("grace@example.com");
    const desk = await phones.registered(grace);
    const setDnd = (dnd: "0" | "1") =>
      postApi(t.app, "/phones/update/", { token: grace.jwetoken, name: grace.phone, dnd });
    expect((await setDnd("1")).status).toBe(200);
    try {
      const henry = await phones.registered(await account("henry@example.com"));
      const { peer, hangUp } = await callWithMedia(henry, "1007");
      expect(rms(await heard(peer, 0, 1_000))).toBeGreaterThan(300);
      expect(desk.inbox.unreadRequests()).toEqual([]);
      hangUp();
      expect((await henry.inbox.response(200, "BYE")).status).toBe(200);
    } finally {
      expect((await setDnd("0")).status).toBe(200);
    }
  });

  it("answers at once for a callee with no device online", async () => {
    const henryId = (await t.app.services.users.findByEmail("henry@example.com"))!.id;
    const taken = vi.spyOn(t.app.services.voicemailRoutes, "take");
    const erin = await phones.registered(await account("erin@example.com"));
    const { peer, hangUp } = await callWithMedia(erin, "1008");
    expect(taken.mock.results[0]?.value).toMatchObject({
      mode: "deposit",
      userId: henryId,
      callerNumber: "400011005",
    });
    taken.mockRestore();
    expect(rms(await heard(peer, 0, 1_000))).toBeGreaterThan(300);
    hangUp();
    expect((await erin.inbox.response(200, "BYE")).status).toBe(200);
  });

  it("never opens another mailbox for a forged Diversion header", async () => {
    const carol = await phones.registered(await account("carol@example.com"));
    const taken = vi.spyOn(t.app.services.voicemailRoutes, "take");
    const forged: [string, string][] = [["Diversion", "<sip:400011001@mobex.local>;reason=no-answer"]];
    await callWithMedia(carol, "*1", forged);
    const carolId = (await t.app.services.users.findByEmail("carol@example.com"))!.id;
    expect(taken.mock.results[0]?.value).toMatchObject({ mode: "menu", userId: carolId });
    taken.mockRestore();
    // The agent's own address is no number anybody can dial.
    const direct = carol.request("INVITE", "sip:voicemail@mobex.local", {
      body: "v=0\r\n",
      headers: [["Content-Type", "application/sdp"], ...forged],
    });
    carol.send(direct);
    expect((await carol.inbox.response((status) => status >= 200, "INVITE")).status).toBe(404);
  });

  it(`holds at most ${MAX_VOICEMAIL_CALLS_PER_CALLER} voicemail calls of one caller at once (486 for more), and frees one when it ends`, async () => {
    const dave = await phones.registered(await account("dave@example.com"));
    const held = [];
    for (let n = 0; n < MAX_VOICEMAIL_CALLS_PER_CALLER; n++) held.push(await callWithMedia(dave, "*1"));

    const peer = await createBrowserPeer();
    peers.push(peer);
    const oneMore = dave.request("INVITE", "sip:*1@mobex.local", {
      body: peer.offerSdp,
      headers: [["Content-Type", "application/sdp"]],
    });
    dave.send(oneMore);
    expect((await dave.inbox.response((status) => status >= 200, "INVITE")).status).toBe(486);

    held[0]!.hangUp();
    await dave.inbox.response((status) => status === 200, "BYE");
    // The session goes back once the agent has ended it, just after the BYE's answer.
    await vi.waitFor(() => callWithMedia(dave, "*1"), { timeout: 20_000, interval: 500 });
  });
});
