import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient, pluginData } from "../../test-support/janus-client";
import {
  CountingSubscriber,
  publisherOffer,
  sendSyntheticMedia,
  sendSyntheticVideo,
} from "../../test-support/rtp-peers";
import { gatheringComplete } from "../rtc/rtc-network";
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

  it("switches one m-line from one publisher's video to another's with sequence numbers that follow on", async () => {
    const room = "switchroom123";
    server.sfu.rooms.ensure(room, { description: "Switch", pin: PIN, publishers: 8 });
    const client = await JanusClient.open(server.url);
    cleanups.push(() => client.close());
    const session = await client.createSession();
    const publishIn = async (id: string, display: string) => {
      const handle = await client.attach(session, "janus.plugin.videoroom");
      await client.message(session, handle, {
        request: "join",
        ptype: "publisher",
        room,
        id,
        display,
        pin: PIN,
      });
      const { peer, sdp } = await publisherOffer();
      cleanups.push(() => void peer.close());
      const configured = await client.message(
        session,
        handle,
        { request: "configure", audio: true, video: true },
        { type: "offer", sdp },
      );
      await peer.setRemoteDescription(configured.jsep as { type: "answer"; sdp: string });
      cleanups.push(sendSyntheticMedia(peer, { fps: 15, audioLevel: 10 }));
    };
    await publishIn("5550301", "Carol");
    await publishIn("5550302", "Dan");

    const subHandle = await client.attach(session, "janus.plugin.videoroom");
    const viewer = new CountingSubscriber();
    cleanups.push(() => void viewer.peer.close());
    const attached = await client.message(session, subHandle, {
      request: "join",
      ptype: "subscriber",
      room,
      pin: PIN,
      streams: [{ feed: "5550301", mid: "1" }],
    });
    await client.message(
      session,
      subHandle,
      { request: "start" },
      await viewer.answer((attached.jsep as { sdp: string }).sdp),
    );
    await viewer.receives("0", 20);

    // One update: Carol's video out, Dan's in; the m-line Carol's left is reused (as Janus does).
    const switched = await client.message(session, subHandle, {
      request: "update",
      unsubscribe: [{ feed: "5550301", mid: "1" }],
      subscribe: [{ feed: "5550302", mid: "1" }],
    });
    expect(pluginData(switched).streams).toEqual([
      expect.objectContaining({ mid: "0", feed_id: "5550302", active: true }),
    ]);
    await client.message(
      session,
      subHandle,
      { request: "start" },
      await viewer.answer((switched.jsep as { sdp: string }).sdp),
    );
    await viewer.receives("0", 30);
    // Loss on loopback is nil: every step is 1, and never the jump to the other publisher's numbers.
    expect(viewer.largestSequenceStep.get("0")).toBeLessThan(50);
  }, 20_000);

  it("announces talking from the audio levels, relays a viewer's PLI to the publisher and caps its bitrate with REMB", async () => {
    const client = await JanusClient.open(server.url);
    cleanups.push(() => client.close());
    const session = await client.createSession();
    const admin = await client.attach(session, "janus.plugin.videoroom");
    const created = await client.message(session, admin, {
      request: "create",
      room: "talkroom",
      audiolevel_event: true,
      audio_active_packets: 10,
      audio_level_average: 40,
      bitrate: 200_000,
    });
    expect(pluginData(created)).toEqual({ videoroom: "created", room: "talkroom", permanent: false });
    const handle = await client.attach(session, "janus.plugin.videoroom");
    await client.message(session, handle, {
      request: "join",
      ptype: "publisher",
      room: "talkroom",
      id: "5550100",
    });
    const { peer, sdp } = await publisherOffer();
    cleanups.push(() => void peer.close());
    const configured = await client.message(session, handle, { request: "publish" }, { type: "offer", sdp });
    await peer.setRemoteDescription(configured.jsep as { type: "answer"; sdp: string });
    cleanups.push(sendSyntheticMedia(peer, { fps: 15, audioLevel: 10 }));

    const talking = await client.pluginEvent(handle, (data) => data.videoroom === "talking");
    expect(pluginData(talking)).toMatchObject({
      room: "talkroom",
      id: "5550100",
      mid: "0",
      "audio-level-dBov-avg": 10,
    });

    const video = peer.getTransceivers()[1];
    if (!video) throw new Error("the publisher has no video transceiver");
    await expect
      .poll(() => Number(video.sender.receiverEstimatedMaxBitrate), { timeout: 4000 })
      .toBeGreaterThan(150_000);
    expect(Number(video.sender.receiverEstimatedMaxBitrate)).toBeLessThanOrEqual(200_000);

    const viewerHandle = await client.attach(session, "janus.plugin.videoroom");
    const viewer = new CountingSubscriber();
    cleanups.push(() => void viewer.peer.close());
    const attached = await client.message(session, viewerHandle, {
      request: "join",
      ptype: "subscriber",
      room: "talkroom",
      streams: [{ feed: "5550100", mid: "1" }],
    });
    await client.message(
      session,
      viewerHandle,
      { request: "start" },
      await viewer.answer((attached.jsep as { sdp: string }).sdp),
    );
    await viewer.receives("0", 5);
    let plisAtPublisher = 0;
    video.sender.onPictureLossIndication.subscribe(() => (plisAtPublisher += 1));
    const viewerVideo = viewer.peer.getTransceivers()[0];
    const ssrc = viewerVideo?.receiver.track.ssrc;
    if (!viewerVideo || ssrc === undefined) throw new Error("the viewer has no video track");
    // The SFU asked for a keyframe itself when the viewer started, and spaces its requests 300 ms
    // apart: the viewer's PLI goes again until one of them reaches the publisher.
    const before = plisAtPublisher;
    await expect
      .poll(
        async () => {
          await viewerVideo.receiver.sendRtcpPLI(ssrc);
          return plisAtPublisher;
        },
        { interval: 150, timeout: 5000 },
      )
      .toBeGreaterThan(before);
  }, 15_000);

  it("adds a screen share to a publisher by renegotiation, and drops it from subscriptions when it stops", async () => {
    const client = await JanusClient.open(server.url);
    cleanups.push(() => client.close());
    const session = await client.createSession();
    const presenter = await publish(client, session, "4445550101", "Presenter");
    const viewerHandle = await client.attach(session, "janus.plugin.videoroom");
    const viewer = new CountingSubscriber();
    cleanups.push(() => void viewer.peer.close());

    // The presenter adds a third m-line (the screen) and offers again.
    const screen = presenter.peer.addTransceiver("video", { direction: "sendonly" });
    await presenter.peer.setLocalDescription(await presenter.peer.createOffer());
    await gatheringComplete(presenter.peer);
    const renegotiated = await client.message(
      session,
      presenter.handle,
      { request: "configure", descriptions: [{ mid: "2", description: "screen" }] },
      { type: "offer", sdp: presenter.peer.localDescription?.sdp },
    );
    expect(pluginData(renegotiated).streams).toEqual([
      expect.objectContaining({ mid: "0" }),
      expect.objectContaining({ mid: "1" }),
      expect.objectContaining({ type: "video", mid: "2", description: "screen" }),
    ]);
    await presenter.peer.setRemoteDescription(renegotiated.jsep as { type: "answer"; sdp: string });
    const stopScreen = sendSyntheticVideo(screen, 10);
    cleanups.push(stopScreen);

    const attached = await client.message(session, viewerHandle, {
      request: "join",
      ptype: "subscriber",
      room: ROOM,
      pin: PIN,
      streams: [{ feed: "4445550101", mid: "2" }],
    });
    await client.message(
      session,
      viewerHandle,
      { request: "start" },
      await viewer.answer((attached.jsep as { sdp: string }).sdp),
    );
    await viewer.receives("0", 10);

    // Stopping the share: the m-line goes inactive, and the viewer's subscription loses it.
    const dropped = client.next(
      (message) =>
        message.sender === viewerHandle &&
        message.transaction === undefined &&
        pluginData(message).videoroom === "updated",
    );
    stopScreen();
    screen.setDirection("inactive");
    await presenter.peer.setLocalDescription(await presenter.peer.createOffer());
    const stopped = await client.message(
      session,
      presenter.handle,
      { request: "configure" },
      { type: "offer", sdp: presenter.peer.localDescription?.sdp },
    );
    expect((pluginData(stopped).streams as unknown[]).length).toBe(2);
    expect(pluginData(await dropped).streams).toEqual([expect.objectContaining({ mid: "0", active: false })]);
  }, 15_000);
});

function iceUfrag(sdp: string): string | undefined {
  return /a=ice-ufrag:(\S+)/.exec(sdp)?.[1];
}
