import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blfGetAnswerSchema } from "@mobex/contracts/blf";
import { cdrsListAnswerSchema, type HistoryItem } from "@mobex/contracts/calls";
import {
  VIDEO_CALL_RATE,
  VIDEO_CANDIDATE_RATE,
  VIDEO_MAX_SDP_BYTES,
  VIDEO_MAX_SOCKETS_PER_USER,
} from "@mobex/contracts/video";
import {
  EPHEMERAL_REFRESH_MARGIN_SECONDS,
  verifyEphemeralCredentials,
} from "../../domain/auth/ephemeral-credentials";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { signedInOnce } from "../../test-support/signed-in-once";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { VideoClient } from "../../test-support/video-client";

/*
 * Issue 11, Server: the /video signalling plane over real sockets (socket.io-client, as the web
 * app connects). Alice 400011001 calls Bob 400011002; Carol watches Bob on her board; Oscar is
 * of another tenant.
 */
const ALICE = "400011001";
const BOB = "400011002";
const TURN = {
  urls: ["turn:turn.example.com:3478?transport=udp"],
  secret: "turn-secret-for-tests-0123456789",
};
const offer = { type: "offer", sdp: "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n" } as const;
const answer = { type: "answer", sdp: "v=0\r\no=- 2 1 IN IP4 127.0.0.1\r\n" } as const;
const candidate = {
  candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host",
  sdpMid: "0",
  sdpMLineIndex: 0,
};

/** How long a state may take to arrive on a loaded machine (no assertion on time). */
const SETTLED = { timeout: 15_000 };

let t: TestApp;
let httpUrl: string;
const session = signedInOnce(() => t.app);
const open: VideoClient[] = [];

/** A device of `email` connected to /video; with `video`, announced with setNumber (video on). */
async function device(email: string, video?: { number: string }, token?: string): Promise<VideoClient> {
  const client = await VideoClient.connect(httpUrl, token ?? (await session(email)).jwetoken);
  open.push(client);
  if (video) {
    const ack = await client.socket.emitWithAck("setNumber", { number: video.number, enabled: true });
    expect(ack.ok).toBe(true);
  }
  return client;
}

async function callFrom(caller: VideoClient, to: string): Promise<string> {
  const ack = await caller.socket.emitWithAck("callUser", { to, sdp: offer });
  if (!ack.ok) throw new Error(`callUser refused: ${ack.error.code}`);
  return ack.callId;
}

async function history(email: string, phone: string): Promise<HistoryItem[]> {
  await t.app.services.callRecords.drain();
  const listed = await postApi(t.app, "/webrtc/mobex/cdrs/list", {
    token: (await session(email)).jwetoken,
    phone,
    limit: 100,
  });
  return cdrsListAnswerSchema.parse(listed.body).data ?? [];
}

async function bobOnCarolsBoard() {
  t.clock.advance(5_000);
  const listed = await postApi(t.app, "/webrtc/mobex/blf/get/", {
    token: (await session("carol@example.com")).jwetoken,
  });
  return blfGetAnswerSchema.parse(listed.body).data?.find((e) => e.type === "B" && e.blf_number === BOB);
}

beforeAll(async () => {
  t = await createTestApp({ stunUrls: ["stun:stun.example.com:3478"], turn: TURN });
  ({ httpUrl } = await t.listen());
});
afterAll(() => t.close());
// Each test starts a new minute: the per-user call budget of the one before does not carry over.
beforeEach(() => t.clock.advance(VIDEO_CALL_RATE.windowMs));
// Every device closes; the plane has ended their calls and forgotten their video once it settles.
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await expect.poll(() => t.app.planes.video.switchboard.liveCalls, SETTLED).toBe(0);
  await expect.poll(() => t.app.services.videoDevices.size, SETTLED).toBe(0);
});

describe("connecting", () => {
  it("accepts the session token and hands out STUN and TURN with credentials coturn can verify", async () => {
    const alice = await device("alice@example.com");
    const ack = await alice.socket.emitWithAck("setNumber", { number: ALICE, enabled: true });
    if (!ack.ok) throw new Error(ack.error.message);
    const [stun, turn] = ack.iceServers;
    expect(stun).toEqual({ urls: ["stun:stun.example.com:3478"] });
    expect(turn?.urls).toEqual(TURN.urls);
    const userId = (await t.app.services.directory.memberByPhone(ALICE))!.user.id;
    expect(turn?.username).toBe(`${ack.iceServersExpireAt}:${userId}`);
    const now = t.clock.now();
    expect(verifyEphemeralCredentials(TURN.secret, turn!.username!, turn!.credential!, now)?.phone).toBe(
      userId,
    );
    expect(
      verifyEphemeralCredentials("another-secret-0123456789", turn!.username!, turn!.credential!, now),
    ).toBeNull();
    const ttl = t.config.accessTokenTtlSeconds + EPHEMERAL_REFRESH_MARGIN_SECONDS;
    expect(ack.iceServersExpireAt).toBe(Math.floor(now / 1000) + ttl);
  });

  it("refuses a socket without a token (401) and one with a token that does not open (407), as the API does", async () => {
    await expect(VideoClient.connect(httpUrl, undefined)).rejects.toMatchObject({ code: 401 });
    await expect(VideoClient.connect(httpUrl, "not-a-jwe")).rejects.toMatchObject({
      code: 407,
      message: "JWE Token Expired",
    });
  });

  it(`refuses a user's socket beyond ${VIDEO_MAX_SOCKETS_PER_USER} with 429`, async () => {
    for (let i = 0; i < VIDEO_MAX_SOCKETS_PER_USER; i++) await device("erin@example.com");
    await expect(
      VideoClient.connect(httpUrl, (await session("erin@example.com")).jwetoken),
    ).rejects.toMatchObject({
      code: 429,
    });
  });

  it("closes the sockets of a device that logs out, and every socket of a user who is unlicensed", async () => {
    const frank: Session = await signIn(t.app, "frank@example.com");
    const loggedOut = await device("frank@example.com", undefined, frank.jwetoken);
    const other = await device("frank@example.com");
    const user = (await t.app.services.directory.memberByPhone("400011006"))!.user;
    await t.app.services.sessionEnds.endDevice(
      user,
      (await t.app.services.authenticator.authenticate(frank.jwetoken))!.session.id,
    );
    expect(await loggedOut.closedByServer()).toBe("io server disconnect");
    expect(other.socket.connected).toBe(true);
    await t.app.services.sessionEnds.endEveryDevice(user);
    expect(await other.closedByServer()).toBe("io server disconnect");
  });
});

describe("a video call", () => {
  it("rings every device of the callee; one answers, the other stops; SDP and candidates flow; hang-up ends it", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bobDesk = await device("bob@example.com", { number: BOB });
    const bobPhone = await device(
      "bob@example.com",
      { number: "1002" },
      (await signIn(t.app, "bob@example.com")).jwetoken,
    );

    const callId = await callFrom(alice, "1002");
    expect(await alice.next("callStatus")).toEqual({ callId, status: "ringing" });
    for (const bob of [bobDesk, bobPhone])
      expect(await bob.next("incomingCall")).toEqual({
        callId,
        from: ALICE,
        name: "Alice Adams",
        sdp: offer,
      });
    alice.socket.emit("iceCandidate", { callId, candidate });
    for (const bob of [bobDesk, bobPhone])
      expect(await bob.next("iceCandidate")).toEqual({ callId, candidate });

    t.clock.advance(2_000);
    bobPhone.socket.emit("rsdp", { callId, sdp: answer });
    expect(await alice.next("rsdp")).toEqual({ callId, sdp: answer });
    expect(await alice.next("callStatus", (s) => s.status === "answered")).toEqual({
      callId,
      status: "answered",
    });
    expect(await bobDesk.next("callCancelled")).toEqual({ callId, reason: "answeredElsewhere" });
    // The device that answered keeps its call: it is not told the call was answered elsewhere.
    expect(await bobPhone.next("callStatus", (s) => s.status === "answered")).toEqual({
      callId,
      status: "answered",
    });
    expect(bobPhone.all("callCancelled")).toEqual([]);

    bobPhone.socket.emit("iceCandidate", { callId, candidate });
    expect(await alice.next("iceCandidate")).toEqual({ callId, candidate });
    const restart = { type: "offer", sdp: "v=0\r\na=ice-options:trickle\r\n" } as const;
    alice.socket.emit("sdp", { callId, sdp: restart });
    expect(await bobPhone.next("sdp")).toEqual({ callId, sdp: restart });
    bobPhone.socket.emit("sdp", { callId, sdp: answer });
    expect(await alice.next("sdp")).toEqual({ callId, sdp: answer });
    expect(bobDesk.all("sdp")).toEqual([]);

    t.clock.advance(42_000);
    alice.socket.emit("hangUp", { callId });
    expect(await bobPhone.next("hangUp")).toEqual({ callId, reason: "hangUp" });

    const [out] = await history("alice@example.com", ALICE);
    expect(out).toMatchObject({
      call_b: BOB,
      call_type: "OUT",
      status: "answer",
      media: "vid",
      call_duration: 42,
    });
    const [inbound] = await history("bob@example.com", BOB);
    expect(inbound).toMatchObject({
      call_b: ALICE,
      call_name: "Alice Adams",
      call_type: "INB",
      status: "answer",
      media: "vid",
    });
  });

  it("relays the callee's candidates sent right behind its answer after the answer; refuses earlier ones, which the client holds", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const callId = await callFrom(alice, BOB);
    await bob.next("incomingCall");
    // Before its answer the callee is no party yet: nothing is queued for it (contracts/video.ts).
    bob.socket.emit("iceCandidate", { callId, candidate });
    expect(await bob.next("videoError")).toMatchObject({
      code: "unknownCall",
      event: "iceCandidate",
      callId,
    });
    const candidates = [1, 2, 3].map((n) => ({ ...candidate, candidate: `${candidate.candidate} ${n}` }));
    bob.socket.emit("rsdp", { callId, sdp: answer });
    for (const sent of candidates) bob.socket.emit("iceCandidate", { callId, candidate: sent });
    await expect.poll(() => alice.all("iceCandidate").length, SETTLED).toBe(candidates.length);
    // One socket's events run in order, and so arrive: the answer first, then the candidates.
    const order = alice.events().filter((event) => event === "rsdp" || event === "iceCandidate");
    expect(order).toEqual(["rsdp", "iceCandidate", "iceCandidate", "iceCandidate"]);
    expect(alice.all("iceCandidate").map((c) => c.candidate)).toEqual(candidates);
    expect(bob.all("videoError")).toHaveLength(1);
  });

  it("tells the caller 'declined' when a device refuses; the other device stops; nobody missed it", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bobDesk = await device("bob@example.com", { number: BOB });
    const bobPhone = await device("bob@example.com", { number: BOB });
    const callId = await callFrom(alice, BOB);
    await bobDesk.next("incomingCall");
    bobDesk.socket.emit("refuseCall", { callId });
    expect(await alice.next("callStatus", (s) => s.status !== "ringing")).toEqual({
      callId,
      status: "declined",
    });
    expect(await bobPhone.next("callCancelled")).toEqual({ callId, reason: "refusedElsewhere" });
    expect(bobDesk.all("callCancelled")).toEqual([]);
    const [inbound] = await history("bob@example.com", BOB);
    expect(inbound).toMatchObject({ call_type: "INB", status: "busy", media: "vid", call_desc: "Declined" });
  });

  it("stops every device when the caller cancels, and records a missed video call for the callee", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const callId = await callFrom(alice, BOB);
    await bob.next("incomingCall");
    alice.socket.emit("hangUp", { callId });
    expect(await bob.next("callCancelled")).toEqual({ callId, reason: "cancelled" });
    const [missed] = await history("bob@example.com", BOB);
    expect(missed).toMatchObject({
      call_type: "INB",
      status: "cancel",
      media: "vid",
      call_desc: "Missed call",
    });
    const [out] = await history("alice@example.com", ALICE);
    expect(out).toMatchObject({ call_type: "OUT", status: "cancel", media: "vid" });
  });

  it("ends an answered call with 'userDisconnected' when either socket drops", async () => {
    for (const dropper of ["caller", "callee"] as const) {
      const alice = await device("alice@example.com", { number: ALICE });
      const bob = await device("bob@example.com", { number: BOB });
      const callId = await callFrom(alice, BOB);
      await bob.next("incomingCall");
      bob.socket.emit("rsdp", { callId, sdp: answer });
      await alice.next("rsdp");
      const [gone, stays] = dropper === "caller" ? [alice, bob] : [bob, alice];
      gone.close();
      expect(await stays.next("hangUp")).toEqual({ callId, reason: "userDisconnected" });
      stays.close();
    }
  });

  it("cancels the ringing devices when the caller's socket drops before the answer", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const callId = await callFrom(alice, BOB);
    await bob.next("incomingCall");
    alice.close();
    expect(await bob.next("callCancelled")).toEqual({ callId, reason: "cancelled" });
  });

  it("answers 'unavailable' at once for a callee who is offline or has video off", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const offline = await callFrom(alice, "1003");
    expect(await alice.next("callStatus", (s) => s.callId === offline)).toEqual({
      callId: offline,
      status: "unavailable",
    });

    const carol = await device("carol@example.com", { number: "1003" });
    await carol.socket.emitWithAck("setNumber", { number: "1003", enabled: false });
    const videoOff = await callFrom(alice, "1003");
    expect(await alice.next("callStatus", (s) => s.callId === videoOff)).toEqual({
      callId: videoOff,
      status: "unavailable",
    });
    expect(carol.all("incomingCall")).toEqual([]);
  });

  it("refuses calling yourself, another's number, a colleague of another tenant, and a call before setNumber", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const self = await alice.socket.emitWithAck("callUser", { to: "1001", sdp: offer });
    expect(self).toMatchObject({
      ok: false,
      error: { code: "callingYourself", message: "You cannot call yourself" },
    });
    expect(await alice.next("videoError")).toMatchObject({ code: "callingYourself", event: "callUser" });

    const notMine = await alice.socket.emitWithAck("setNumber", { number: BOB, enabled: true });
    expect(notMine).toMatchObject({ ok: false, error: { code: "notYourNumber" } });

    const oscar = await device("oscar@globex.example", { number: "400022001" });
    for (const to of [ALICE, "1001"]) {
      const crossing = await oscar.socket.emitWithAck("callUser", { to, sdp: offer });
      expect(crossing).toMatchObject({ ok: false, error: { code: "notColleague" } });
    }

    const bob = await device("bob@example.com");
    const early = await bob.socket.emitWithAck("callUser", { to: ALICE, sdp: offer });
    expect(early).toMatchObject({ ok: false, error: { code: "notRegistered" } });
    expect(alice.all("incomingCall")).toEqual([]);
  });

  it("lets only the parties of a call act on it", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const carol = await device("carol@example.com", { number: "1003" });
    const callId = await callFrom(alice, BOB);
    await bob.next("incomingCall");
    for (const event of ["rsdp", "refuseCall", "hangUp", "sdp", "iceCandidate"] as const) {
      const payload = { callId, sdp: answer, candidate };
      carol.socket.emit(event, payload);
      expect(await carol.next("videoError", (e) => e.event === event)).toMatchObject({
        code: "unknownCall",
        callId,
      });
    }
    bob.socket.emit("rsdp", { callId, sdp: answer });
    expect(await alice.next("rsdp")).toEqual({ callId, sdp: answer });
  });
});

describe("bounds", () => {
  it("answers every malformed payload with videoError and keeps serving", async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const bad: [string, unknown][] = [
      ["callUser", { to: 1002, sdp: offer }],
      ["callUser", "hello"],
      ["callUser", { to: BOB, sdp: { type: "offer", sdp: "x".repeat(VIDEO_MAX_SDP_BYTES + 1) } }],
      ["rsdp", { callId: "x", sdp: { type: "offer", sdp: "v=0" } }],
      ["iceCandidate", { callId: "x", candidate: { candidate: 7 } }],
      ["hangUp", null],
      ["setNumber", { number: ALICE, enabled: "yes" }],
      ["explode", { boom: true }],
    ];
    for (const [event, payload] of bad)
      (alice.socket as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
    await expect.poll(() => alice.all("videoError").length, SETTLED).toBe(bad.length);
    expect(alice.all("videoError").map((e) => e.code)).toEqual(bad.map(() => "invalidPayload"));
    expect(alice.all("videoError")[0]?.message).toMatch(/^to:/);
    expect(alice.all("videoError").at(-1)).toMatchObject({ event: "unknown" });

    const callId = await callFrom(alice, BOB);
    expect(await bob.next("incomingCall")).toMatchObject({ callId });
    alice.socket.emit("hangUp", { callId });
    await bob.next("callCancelled");
  });

  it(`refuses more than ${VIDEO_CALL_RATE.max} calls a minute per user, and one live outgoing call per device`, async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const first = await callFrom(alice, "1003");
    await alice.next("callStatus", (s) => s.callId === first);
    const bob = await device("bob@example.com", { number: BOB });
    const ringing = await callFrom(alice, BOB);
    const second = await alice.socket.emitWithAck("callUser", { to: BOB, sdp: offer });
    expect(second).toMatchObject({ ok: false, error: { code: "callInProgress" } });
    alice.socket.emit("hangUp", { callId: ringing });
    await bob.next("callCancelled");
    let refused = 0;
    for (let i = 0; i < VIDEO_CALL_RATE.max; i++) {
      const ack = await alice.socket.emitWithAck("callUser", { to: "1003", sdp: offer });
      if (!ack.ok && ack.error.code === "rateLimited") refused++;
    }
    // Two calls were placed before: eight more fit in the minute.
    expect(refused).toBe(VIDEO_CALL_RATE.max - 8);
  });

  it(`refuses more than ${VIDEO_CANDIDATE_RATE.max} ICE candidates per socket in a window`, async () => {
    const alice = await device("alice@example.com", { number: ALICE });
    const bob = await device("bob@example.com", { number: BOB });
    const callId = await callFrom(alice, BOB);
    await bob.next("incomingCall");
    for (let i = 0; i <= VIDEO_CANDIDATE_RATE.max; i++)
      alice.socket.emit("iceCandidate", { callId, candidate });
    expect(await alice.next("videoError")).toMatchObject({
      code: "rateLimited",
      event: "iceCandidate",
      callId,
    });
    // Bob's socket is another: his last relayed candidate may still be on its way.
    await expect.poll(() => bob.all("iceCandidate").length, SETTLED).toBe(VIDEO_CANDIDATE_RATE.max);
    alice.socket.emit("hangUp", { callId });
    await bob.next("callCancelled");
  });
});

describe("presence", () => {
  it("shows a colleague online with video while a device of theirs has video on", async () => {
    expect(await bobOnCarolsBoard()).toMatchObject({ video: "0" });
    const bob = await device("bob@example.com", { number: BOB });
    expect(await bobOnCarolsBoard()).toMatchObject({ video: "1" });
    await bob.socket.emitWithAck("setNumber", { number: BOB, enabled: false });
    expect(await bobOnCarolsBoard()).toMatchObject({ video: "0" });
    await bob.socket.emitWithAck("setNumber", { number: BOB, enabled: true });
    expect(await bobOnCarolsBoard()).toMatchObject({ video: "1" });
    bob.close();
    await expect.poll(async () => (await bobOnCarolsBoard())?.video, SETTLED).toBe("0");
  });
});

// Last: it moves the clock past every token this suite holds.
describe("token expiry", () => {
  it("refuses an expired token with 407, from which the client renews", async () => {
    const dave = await signIn(t.app, "dave@example.com");
    await device("dave@example.com", undefined, dave.jwetoken);
    t.clock.advance((t.config.accessTokenTtlSeconds + 1) * 1000);
    await expect(VideoClient.connect(httpUrl, dave.jwetoken)).rejects.toMatchObject({ code: 407 });
  });
});
