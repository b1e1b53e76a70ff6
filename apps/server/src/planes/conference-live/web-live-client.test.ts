import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LiveStatus } from "@mobex/contracts/conference-live";
import {
  connectConferenceLive,
  type ConferenceLive,
} from "../../../../web/src/services/conference-live/conference-live-client";
import type { ConferenceLiveState } from "../../../../web/src/services/conference-live/live-state";
import { deriveLiveTicketKey, sealLiveTicket } from "../../domain/conference/live-ticket";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * Issue 14: the web app's live channel client (apps/web/src/services/conference-live) against the
 * real server, as the room screen uses it: the guest's requestPin resolves with the moderator's
 * answer, statuses and leaves arrive through its callbacks.
 */
const ROOM = "q1w2e3r4t5y6u";
const SETTLED = { timeout: 15_000 };

let t: TestApp;
let origin: string;
const key = deriveLiveTicketKey("token-secret-for-tests-only-0123456789");
const open: ConferenceLive[] = [];

async function live(participant: string, moderator = false, exp?: number): Promise<ConferenceLive> {
  const token = await sealLiveTicket(
    {
      tenantId: "t1",
      roomId: ROOM,
      participant,
      display: participant,
      moderator,
      exp: exp ?? Math.floor(t.clock.now() / 1000) + 600,
    },
    key,
  );
  const client = connectConferenceLive({ token, origin });
  open.push(client);
  return client;
}

function reaches(client: ConferenceLive, wanted: ConferenceLiveState): Promise<void> {
  return new Promise((resolve) => {
    if (client.state === wanted) return resolve();
    const stop = client.onState((state) => {
      if (state !== wanted) return;
      stop();
      resolve();
    });
  });
}

function nextOf<T>(listen: (listener: (payload: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = listen((payload) => {
      stop();
      resolve(payload);
    });
  });
}

beforeAll(async () => {
  t = await createTestApp({ conferenceLive: { askTimeoutMs: 60_000 } });
  ({ httpUrl: origin } = await t.listen());
});
afterAll(() => t.close());
afterEach(async () => {
  for (const client of open.splice(0)) client.dispose();
  await expect.poll(() => t.app.planes.conferenceLive.socketsIn("t1", ROOM), SETTLED).toBe(0);
});

describe("the web app's conference live client", () => {
  it("resolves a guest's request with the pin the moderator allows, and 'denied' when denied", async () => {
    const host = await live("u-host", true);
    await reaches(host, "connected");
    const guest = await live("guest:1");
    const requested = nextOf(host.onPinRequested);
    const answer = guest.requestPin(ROOM, "Gina");
    const { socketId, name } = await requested;
    expect(name).toBe("Gina");
    host.answerPinRequest(socketId, true, "482913");
    expect(await answer).toEqual({ allow: true, pin: "482913" });
    const again = guest.requestPin(ROOM, "Gina");
    host.answerPinRequest((await nextOf(host.onPinRequested)).socketId, false);
    expect(await again).toEqual({ allow: false, reason: "denied" });
  });

  it("resolves 'nomoderator' at once in a room without a moderator, and tells moderators of answers they missed", async () => {
    const guest = await live("guest:2");
    expect(await guest.requestPin(ROOM, "Gus")).toEqual({ allow: false, reason: "nomoderator" });
    const host = await live("u-host", true);
    const cohost = await live("u-cohost", true);
    await Promise.all([reaches(host, "connected"), reaches(cohost, "connected")]);
    const answer = guest.requestPin(ROOM, "Gus");
    const [{ socketId }] = await Promise.all([nextOf(host.onPinRequested), nextOf(cohost.onPinRequested)]);
    const closed = nextOf(cohost.onPinRequestAnswered);
    host.answerPinRequest(socketId, true, "482913");
    expect(await closed).toEqual({ socketId });
    expect(await answer).toEqual({ allow: true, pin: "482913" });
  });

  it("passes statuses and leaves between joined participants", async () => {
    const alice = await live("u-alice");
    const bob = await live("u-bob");
    const status: LiveStatus = { handRaised: true, audioMuted: true, videoMuted: false };
    bob.join(ROOM, "2002400011002");
    alice.join(ROOM, "1001400011001");
    const seen = nextOf(bob.onStatus);
    alice.sendStatus(ROOM, "1001400011001", status);
    expect(await seen).toEqual({ userId: "1001400011001", status });
    const left = nextOf(bob.onLeave);
    alice.leave(ROOM);
    expect(await left).toEqual({ userId: "1001400011001" });
  });

  it("joins again with its last status after its connection drops, so the room still sees it", async () => {
    const alice = await live("u-alice");
    const raised: LiveStatus = { handRaised: true, audioMuted: false, videoMuted: false };
    alice.join(ROOM, "1001400011001");
    alice.sendStatus(ROOM, "1001400011001", raised);
    await reaches(alice, "connected");
    await expect.poll(() => t.app.planes.conferenceLive.socketsIn("t1", ROOM), SETTLED).toBe(1);
    // The server side drops the connection, as a network change would: socket.io reconnects.
    const namespace = t.app.planes.video.io.of("/conference");
    for (const socket of namespace.sockets.values()) socket.conn.close();
    await reaches(alice, "reconnecting");
    await reaches(alice, "connected");
    const bob = await live("u-bob");
    const seen = nextOf(bob.onStatus);
    bob.join(ROOM, "2002400011002");
    expect(await seen).toEqual({ userId: "1001400011001", status: raised });
  });

  it("reports a refused ticket as 'refused' and rejects a request made on it", async () => {
    const expired = await live("guest:3", false, Math.floor(t.clock.now() / 1000) - 1);
    await reaches(expired, "refused");
    expect(expired.refusal).toEqual({ code: 401, message: "The conference token is invalid or expired" });
    await expect(expired.requestPin(ROOM, "Gwen")).rejects.toMatchObject({ code: "disconnected" });
  });

  it("rejects a request the server refuses, with the server's code", async () => {
    const guest = await live("guest:4");
    await expect(guest.requestPin("another-room1", "Gale")).rejects.toMatchObject({ code: "wrongRoom" });
  });
});
