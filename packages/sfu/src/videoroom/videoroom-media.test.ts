import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient, pluginData } from "../../test-support/janus-client";
import { CountingSubscriber, publisherOffer, sendSyntheticMedia } from "../../test-support/rtp-peers";
import { startSfuServer } from "../../test-support/sfu-server";

const ROOM = "abcdefghij123";
const PIN = "123456";

describe("VideoRoom multistream over real werift peers", () => {
  let server: Awaited<ReturnType<typeof startSfuServer>>;
  const cleanups: (() => void)[] = [];

  beforeAll(async () => {
    server = await startSfuServer();
    server.sfu.rooms.ensure(ROOM, { description: "Weekly", pin: PIN, publishers: 8 });
  });
  afterAll(async () => {
    for (const cleanup of cleanups) cleanup();
    await server.close();
  });

  async function publish(client: JanusClient, session: number, id: string, display: string) {
    const handle = await client.attach(session, "janus.plugin.videoroom");
    const joined = await client.message(session, handle, {
      request: "join",
      ptype: "publisher",
      room: ROOM,
      id,
      display,
      pin: PIN,
    });
    const { peer, sdp } = await publisherOffer();
    cleanups.push(() => void peer.close());
    const configured = await client.message(
      session,
      handle,
      { request: "configure", audio: true, video: true, bitrate: 300_000 },
      { type: "offer", sdp },
    );
    expect(pluginData(configured)).toMatchObject({
      videoroom: "event",
      configured: "ok",
      video_codec: "vp8",
    });
    await peer.setRemoteDescription(configured.jsep as { type: "answer"; sdp: string });
    const stop = sendSyntheticMedia(peer, { fps: 15, audioLevel: 10 });
    cleanups.push(stop);
    return { handle, joined: pluginData(joined), peer, stop };
  }

  it("forwards a publisher's audio and video to a subscriber, updates and renegotiates, and tells the room who leaves", async () => {
    const alice = await JanusClient.open(server.url);
    const bob = await JanusClient.open(server.url);
    cleanups.push(
      () => alice.close(),
      () => bob.close(),
    );
    const aliceSession = await alice.createSession();
    const bobSession = await bob.createSession();

    const a = await publish(alice, aliceSession, "1234201", "Alice");
    expect(a.joined).toMatchObject({ videoroom: "joined", room: ROOM, id: "1234201", publishers: [] });
    expect(typeof a.joined.private_id).toBe("number");

    const b = await publish(bob, bobSession, "987202", "Bob");
    const publishersOfB = b.joined.publishers as { id: string; streams: { type: string; mid: string }[] }[];
    expect(publishersOfB).toEqual([
      expect.objectContaining({
        id: "1234201",
        display: "Alice",
        streams: [
          expect.objectContaining({ type: "audio", mid: "0", codec: "opus" }),
          expect.objectContaining({ type: "video", mid: "1", codec: "vp8" }),
        ],
      }),
    ]);
    // Alice hears of Bob's feed.
    await alice.pluginEvent(
      a.handle,
      (data) => Array.isArray(data.publishers) && JSON.stringify(data.publishers).includes("987202"),
    );

    // Bob subscribes to Alice's video only, by feed + mid.
    const subHandle = await bob.attach(bobSession, "janus.plugin.videoroom");
    const viewer = new CountingSubscriber();
    cleanups.push(() => void viewer.peer.close());
    const attached = await bob.message(bobSession, subHandle, {
      request: "join",
      ptype: "subscriber",
      room: ROOM,
      pin: PIN,
      use_msid: true,
      streams: [{ feed: "1234201", mid: "1" }],
    });
    expect(pluginData(attached)).toMatchObject({
      videoroom: "attached",
      room: ROOM,
      streams: [
        {
          type: "video",
          mindex: 0,
          mid: "0",
          active: true,
          feed_id: "1234201",
          feed_mid: "1",
          feed_display: "Alice",
        },
      ],
    });
    const answer = await viewer.answer((attached.jsep as { sdp: string }).sdp);
    const started = await bob.message(bobSession, subHandle, { request: "start" }, answer);
    expect(pluginData(started)).toMatchObject({ videoroom: "event", started: "ok" });
    await bob.eventually((message) => message.janus === "webrtcup" && message.sender === subHandle);
    await viewer.receives("0", 30);

    // update: add Alice's audio, drop nothing; a renegotiation offer comes with `updated`.
    const updated = await bob.message(bobSession, subHandle, {
      request: "update",
      subscribe: [{ feed: "1234201", mid: "0" }],
    });
    expect(pluginData(updated)).toMatchObject({
      videoroom: "updated",
      streams: [
        { mid: "0", active: true },
        { type: "audio", mid: "1", feed_mid: "0", active: true },
      ],
    });
    const reanswerOffer = (updated.jsep as { sdp: string }).sdp;
    const reanswer = await viewer.answer(reanswerOffer);
    await bob.message(bobSession, subHandle, { request: "start" }, reanswer);
    await viewer.receives("1", 20);

    // ICE restart on the subscriber: a fresh offer with new credentials, media keeps flowing.
    const restarted = await bob.message(bobSession, subHandle, { request: "configure", restart: true });
    const restartSdp = (restarted.jsep as { sdp: string }).sdp;
    expect(iceUfrag(restartSdp)).not.toBe(iceUfrag(reanswerOffer));
    await bob.message(bobSession, subHandle, { request: "start" }, await viewer.answer(restartSdp));
    await viewer.receives("1", 20);

    // unsubscribe the video: its m-line goes inactive and stops receiving.
    const dropped = await bob.message(bobSession, subHandle, {
      request: "update",
      unsubscribe: [{ feed: "1234201", mid: "1" }],
    });
    expect(pluginData(dropped).streams).toEqual([
      expect.objectContaining({ mid: "0", active: false }),
      expect.objectContaining({ mid: "1", active: true }),
    ]);
    await bob.message(
      bobSession,
      subHandle,
      { request: "start" },
      await viewer.answer((dropped.jsep as { sdp: string }).sdp),
    );
    const videoBefore = viewer.count("0");
    await viewer.receives("1", 20);
    expect(viewer.count("0") - videoBefore).toBeLessThan(5);

    // Alice unpublishes: Bob's publisher handle hears `unpublished`, his subscription an `updated` offer.
    const unpublishedEvent = bob.pluginEvent(b.handle, (data) => data.unpublished === "1234201");
    // Unprompted (no transaction): the server renegotiates on its own.
    const subscriptionUpdated = bob.next(
      (message) =>
        message.sender === subHandle &&
        message.transaction === undefined &&
        pluginData(message).videoroom === "updated",
    );
    a.stop();
    const unpublished = await alice.message(aliceSession, a.handle, { request: "unpublish" });
    expect(pluginData(unpublished)).toMatchObject({ unpublished: "ok" });
    await unpublishedEvent;
    const afterUnpublish = await subscriptionUpdated;
    expect(pluginData(afterUnpublish).streams).toEqual([
      expect.objectContaining({ active: false }),
      expect.objectContaining({ active: false }),
    ]);

    // Alice leaves: `leaving`; listparticipants shows Bob alone.
    const leaving = bob.pluginEvent(b.handle, (data) => data.leaving === "1234201");
    await alice.message(aliceSession, a.handle, { request: "leave" });
    await leaving;
    const list = await bob.message(bobSession, subHandle, { request: "listparticipants", room: ROOM });
    expect(pluginData(list)).toMatchObject({
      videoroom: "participants",
      participants: [{ id: "987202", display: "Bob", publisher: true }],
    });
    expect(server.sfu.stats().packetsForwarded).toBeGreaterThan(50);
  }, 20_000);
});

function iceUfrag(sdp: string): string | undefined {
  return /a=ice-ufrag:(\S+)/.exec(sdp)?.[1];
}
