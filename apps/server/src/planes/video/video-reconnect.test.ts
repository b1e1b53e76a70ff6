import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VIDEO_CALL_RATE } from "@mobex/contracts/video";
import { signedInOnce } from "../../test-support/signed-in-once";
import { createTestApp, testConfig, type TestApp } from "../../test-support/test-app";
import { VideoClient } from "../../test-support/video-client";

/*
 * Issue 11, a signalling drop mid-call: the media is peer to peer, so an answered call waits a grace
 * period for the device whose socket dropped (server restart, network change) to come back on the
 * same device session; only then does it end with 'userDisconnected'. Alice 400011001 calls Bob.
 */
const ALICE = "400011001";
const BOB = "400011002";
const GRACE_MS = 1_500;
const offer = { type: "offer", sdp: "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n" } as const;
const answer = { type: "answer", sdp: "v=0\r\no=- 2 1 IN IP4 127.0.0.1\r\n" } as const;
const SETTLED = { timeout: 15_000 };

let t: TestApp;
let httpUrl: string;
const session = signedInOnce(() => t.app);
const open: VideoClient[] = [];

/** A device of `email` announced with video on; the same email is the same device session. */
async function device(email: string, number: string): Promise<VideoClient> {
  const client = await VideoClient.connect(httpUrl, (await session(email)).jwetoken);
  open.push(client);
  const ack = await client.socket.emitWithAck("setNumber", { number, enabled: true });
  expect(ack.ok).toBe(true);
  return client;
}

/** Alice's call to Bob, answered. */
async function answeredCall(): Promise<{ alice: VideoClient; bob: VideoClient; callId: string }> {
  const alice = await device("alice@example.com", ALICE);
  const bob = await device("bob@example.com", BOB);
  const ack = await alice.socket.emitWithAck("callUser", { to: BOB, sdp: offer });
  if (!ack.ok) throw new Error(`callUser refused: ${ack.error.code}`);
  await bob.next("incomingCall");
  bob.socket.emit("rsdp", { callId: ack.callId, sdp: answer });
  await alice.next("rsdp");
  return { alice, bob, callId: ack.callId };
}

beforeAll(async () => {
  t = await createTestApp({ video: { ...testConfig("").video, reconnectGraceMs: GRACE_MS } });
  ({ httpUrl } = await t.listen());
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(VIDEO_CALL_RATE.windowMs));
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await expect.poll(() => t.app.planes.video.switchboard.liveCalls, SETTLED).toBe(0);
});

describe("a signalling drop mid-call", () => {
  it("keeps the call for the same device that reconnects within the grace period", async () => {
    const { alice, bob, callId } = await answeredCall();
    alice.close();
    const back = await device("alice@example.com", ALICE);
    // The call is Alice's again: what she sends reaches Bob, and his hang-up reaches her new socket.
    back.socket.emit("sdp", { callId, sdp: offer });
    expect(await bob.next("sdp")).toEqual({ callId, sdp: offer });
    bob.socket.emit("hangUp", { callId });
    expect(await back.next("hangUp")).toEqual({ callId, reason: "hangUp" });
    expect(bob.all("hangUp")).toEqual([]);
  });

  it("ends it with 'userDisconnected' when the device does not come back, and tells the device when it does", async () => {
    const { alice, bob, callId } = await answeredCall();
    alice.close();
    expect(await bob.next("hangUp")).toEqual({ callId, reason: "userDisconnected" });
    expect(t.app.planes.video.switchboard.liveCalls).toBe(0);
    const late = await device("alice@example.com", ALICE);
    expect(await late.next("hangUp")).toEqual({ callId, reason: "userDisconnected" });
  });

  it("ends it when the other party hangs up while the device is away, and tells the device when it is back", async () => {
    const { alice, bob, callId } = await answeredCall();
    alice.close();
    bob.socket.emit("hangUp", { callId });
    await expect.poll(() => t.app.planes.video.switchboard.liveCalls, SETTLED).toBe(0);
    const back = await device("alice@example.com", ALICE);
    expect(await back.next("hangUp")).toEqual({ callId, reason: "hangUp" });
  });
});
