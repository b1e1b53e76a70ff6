import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CONFERENCE_LIVE_EVENT_RATE,
  CONFERENCE_PIN_REQUEST_RATE,
  type LiveStatus,
} from "@mobex/contracts/conference-live";
import { deriveLiveTicketKey, sealLiveTicket, type LiveTicket } from "../../domain/conference/live-ticket";
import { LiveClient } from "../../test-support/conference-live-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * Issue 14, the conference live channel (spec 2 §7) over real sockets (socket.io-client, as the
 * web app connects), with tickets sealed as the rooms API seals them. Room A and room B are of
 * tenant t1; room C is of tenant t2 and has the same code as room A (codes are random, so this
 * only happens in a test: it shows that the tenant is part of the room).
 */
const ROOM_A = "a1b2c3d4e5f6g";
const ROOM_B = "h7i8j9k0l1m2n";
/** The ask timeout of this app: long enough for a round trip, short enough to wait out. */
const ASK_TIMEOUT_MS = 1_500;
const SETTLED = { timeout: 15_000 };

let t: TestApp;
let httpUrl: string;
const key = deriveLiveTicketKey("token-secret-for-tests-only-0123456789");
const open: LiveClient[] = [];

type Holder = { participant: string; moderator?: boolean; roomId?: string; tenantId?: string };

async function ticket({ participant, moderator = false, roomId = ROOM_A, tenantId = "t1" }: Holder) {
  const sealed: LiveTicket = {
    tenantId,
    roomId,
    participant,
    display: participant,
    moderator,
    exp: Math.floor(t.clock.now() / 1000) + 600,
  };
  return sealLiveTicket(sealed, key);
}

async function connect(holder: Holder): Promise<LiveClient> {
  const client = await LiveClient.connect(httpUrl, await ticket(holder));
  open.push(client);
  return client;
}

/**
 * Everything the server sent `client` before now has arrived once this resolves: the server
 * answers the ack after whatever it emitted to that socket earlier, on the same connection.
 */
async function caughtUp(client: LiveClient, room = ROOM_A): Promise<void> {
  await client.send("leave", { room });
}

const hand: LiveStatus = { handRaised: true, audioMuted: false, videoMuted: true };

beforeAll(async () => {
  t = await createTestApp({ conferenceLive: { askTimeoutMs: ASK_TIMEOUT_MS } });
  ({ httpUrl } = await t.listen());
});
afterAll(() => t.close());
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  const live = t.app.planes.conferenceLive;
  await expect.poll(() => live.socketsIn("t1", ROOM_A) + live.socketsIn("t1", ROOM_B), SETTLED).toBe(0);
  // Each test starts a new window: the budgets of the one before do not carry over.
  t.clock.advance(CONFERENCE_PIN_REQUEST_RATE.windowMs);
});

describe("connecting", () => {
  it("refuses a socket without a token, with a token that does not open, and with an expired one (401)", async () => {
    await expect(LiveClient.connect(httpUrl, undefined)).rejects.toMatchObject({ code: 401 });
    await expect(LiveClient.connect(httpUrl, "not-a-ticket")).rejects.toMatchObject({
      code: 401,
      message: "The conference token is invalid or expired",
    });
    const sealed = await ticket({ participant: "u-expiring" });
    t.clock.advance(601_000);
    await expect(LiveClient.connect(httpUrl, sealed)).rejects.toMatchObject({ code: 401 });
  });

  it("refuses a ticket sealed with another server's key", async () => {
    const foreign = await sealLiveTicket(
      {
        tenantId: "t1",
        roomId: ROOM_A,
        participant: "u-forger",
        display: "Forger",
        moderator: true,
        exp: Math.floor(t.clock.now() / 1000) + 600,
      },
      deriveLiveTicketKey("another server's secret"),
    );
    await expect(LiveClient.connect(httpUrl, foreign)).rejects.toMatchObject({ code: 401 });
  });
});

describe("ask to join", () => {
  it("gives the requester the pin when a moderator allows, and closes the other moderators' prompts", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const cohost = await connect({ participant: "u-cohost", moderator: true });
    const colleague = await connect({ participant: "u-colleague" });
    const guest = await connect({ participant: "guest:1" });
    const asked = await guest.send("requestpin", { room: ROOM_A, name: "Gina" });
    expect(asked).toEqual({ ok: true });
    expect(await host.next("pinrequested")).toEqual({ socketId: guest.id, name: "Gina" });
    expect(await cohost.next("pinrequested")).toEqual({ socketId: guest.id, name: "Gina" });
    const answered = await host.send("responserequestpin", {
      socketId: guest.id,
      allow: true,
      pin: "482913",
    });
    expect(answered).toEqual({ ok: true });
    expect(await guest.next("responserequestpin")).toEqual({ allow: true, pin: "482913" });
    expect(await cohost.next("pinrequestedresponded")).toEqual({ socketId: guest.id });
    // A participant who is no moderator hears nothing of it, and the answerer needs no closing.
    await caughtUp(colleague);
    await caughtUp(host);
    expect(colleague.all("pinrequested")).toEqual([]);
    expect(host.all("pinrequestedresponded")).toEqual([]);
  });

  it("tells the requester it was denied, without a pin", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:2" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gus" });
    const { socketId } = await host.next("pinrequested");
    host.socket.emit("responserequestpin", { socketId, allow: false });
    expect(await guest.next("responserequestpin")).toEqual({ allow: false });
  });

  it("answers 'nomoderator' at once when no moderator is connected to the room", async () => {
    await connect({ participant: "u-colleague" });
    // A moderator of another room of the tenant does not count.
    await connect({ participant: "u-host-b", moderator: true, roomId: ROOM_B });
    const guest = await connect({ participant: "guest:3" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gwen" });
    expect(await guest.next("responserequestpin")).toEqual({ allow: false, reason: "nomoderator" });
  });

  it("answers 'nomoderator' when no moderator answers within the ask timeout, and closes their prompts", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:4" });
    const askedAt = performance.now();
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gail" });
    await host.next("pinrequested");
    expect(await guest.next("responserequestpin")).toEqual({ allow: false, reason: "nomoderator" });
    expect(performance.now() - askedAt).toBeGreaterThanOrEqual(ASK_TIMEOUT_MS - 50);
    expect(await host.next("pinrequestedresponded")).toEqual({ socketId: guest.id });
    // Too late: the request is gone.
    const late = await host.send("responserequestpin", {
      socketId: guest.id,
      allow: true,
      pin: "482913",
    });
    expect(late).toMatchObject({ ok: false, error: { code: "noSuchRequest" } });
  });

  it("answers 'nomoderator' when the last moderator leaves while a request waits", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:5" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gil" });
    await host.next("pinrequested");
    host.close();
    expect(await guest.next("responserequestpin")).toEqual({ allow: false, reason: "nomoderator" });
  });

  it("shows a moderator who connects the requests already waiting", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:6" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gemma" });
    await host.next("pinrequested");
    const cohost = await connect({ participant: "u-cohost", moderator: true });
    expect(await cohost.next("pinrequested")).toEqual({ socketId: guest.id, name: "Gemma" });
  });

  it("cancels the request of a requester who leaves, and tells the moderators", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:7" });
    const requesterId = guest.id;
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gale" });
    await host.next("pinrequested");
    guest.close();
    expect(await host.next("pinrequestedresponded")).toEqual({ socketId: requesterId });
  });

  it("refuses the answer of a participant who is no moderator, and the request stays open", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const colleague = await connect({ participant: "u-colleague" });
    const guest = await connect({ participant: "guest:8" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Glen" });
    const { socketId } = await host.next("pinrequested");
    const refused = await colleague.send("responserequestpin", {
      socketId,
      allow: true,
      pin: "000000",
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "notModerator" } });
    await caughtUp(guest);
    expect(guest.all("responserequestpin")).toEqual([]);
    host.socket.emit("responserequestpin", { socketId, allow: true, pin: "482913" });
    expect(await guest.next("responserequestpin")).toEqual({ allow: true, pin: "482913" });
  });

  it("refuses an Allow without a pin, a second request while one waits, and requests beyond the budget", async () => {
    const host = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:9" });
    expect(await guest.send("requestpin", { room: ROOM_A, name: "Greta" })).toEqual({
      ok: true,
    });
    expect(await guest.send("requestpin", { room: ROOM_A, name: "Greta" })).toMatchObject({
      ok: false,
      error: { code: "alreadyAsking" },
    });
    const noPin = await host.send("responserequestpin", { socketId: guest.id, allow: true });
    expect(noPin).toMatchObject({
      ok: false,
      error: { code: "invalidPayload", message: "payload: pin is required to allow" },
    });
    host.socket.emit("responserequestpin", { socketId: guest.id, allow: false });
    await guest.next("responserequestpin");
    // The ticket holder asks again after each denial, up to the budget, from any socket.
    for (let asked = 2; asked < CONFERENCE_PIN_REQUEST_RATE.max; asked++) {
      expect(await guest.send("requestpin", { room: ROOM_A, name: "Greta" })).toEqual({
        ok: true,
      });
      host.socket.emit("responserequestpin", { socketId: guest.id, allow: false });
      await guest.next("responserequestpin", () => guest.all("responserequestpin").length === asked);
    }
    const again = await connect({ participant: "guest:9" });
    expect(await again.send("requestpin", { room: ROOM_A, name: "Greta" })).toMatchObject({
      ok: false,
      error: { code: "rateLimited" },
    });
  });
});

describe("rooms and tenants", () => {
  it("refuses a socket acting in a room its ticket does not name", async () => {
    const guest = await connect({ participant: "guest:10" });
    for (const event of ["requestpin", "join", "status", "leave"] as const) {
      const payload = { room: ROOM_B, name: "Gabe", userId: "1234400011001", status: hand };
      const refused = await guest.send(event, payload);
      expect(refused).toMatchObject({ ok: false, error: { code: "wrongRoom", event } });
    }
  });

  it("keeps room B's and another tenant's moderators out of room A's requests and answers", async () => {
    const hostB = await connect({ participant: "u-host-b", moderator: true, roomId: ROOM_B });
    const hostC = await connect({ participant: "u-host-c", moderator: true, tenantId: "t2" });
    const hostA = await connect({ participant: "u-host", moderator: true });
    const guest = await connect({ participant: "guest:11" });
    guest.socket.emit("requestpin", { room: ROOM_A, name: "Gert" });
    const { socketId } = await hostA.next("pinrequested");
    for (const [other, room] of [
      [hostB, ROOM_B],
      [hostC, ROOM_A],
    ] as const) {
      await caughtUp(other, room);
      expect(other.all("pinrequested")).toEqual([]);
      const refused = await other.send("responserequestpin", {
        socketId,
        allow: true,
        pin: "1",
      });
      expect(refused).toMatchObject({ ok: false, error: { code: "noSuchRequest" } });
    }
    await caughtUp(guest);
    expect(guest.all("responserequestpin")).toEqual([]);
  });

  it("relays status and leave only within the room of one tenant", async () => {
    const alice = await connect({ participant: "u-alice" });
    const bob = await connect({ participant: "u-bob" });
    const other = await connect({ participant: "u-oscar", tenantId: "t2" });
    for (const [client, userId] of [
      [alice, "1001400011001"],
      [bob, "2002400011002"],
      [other, "3003400099001"],
    ] as const)
      expect(await client.send("join", { room: ROOM_A, userId })).toEqual({ ok: true });
    alice.socket.emit("status", { room: ROOM_A, userId: "1001400011001", status: hand });
    expect(await bob.next("status")).toEqual({ userId: "1001400011001", status: hand });
    alice.socket.emit("leave", { room: ROOM_A });
    expect(await bob.next("leave")).toEqual({ userId: "1001400011001" });
    await caughtUp(other);
    expect(other.all("status")).toEqual([]);
    expect(other.all("leave")).toEqual([]);
    await caughtUp(alice);
    expect(alice.all("status")).toEqual([]);
  });
});

describe("in the room", () => {
  it("tells a participant who joins the statuses set before, and the others when its socket goes", async () => {
    const alice = await connect({ participant: "u-alice" });
    await alice.send("join", { room: ROOM_A, userId: "1001400011001" });
    await alice.send("status", { room: ROOM_A, userId: "1001400011001", status: hand });
    const bob = await connect({ participant: "u-bob" });
    await bob.send("join", { room: ROOM_A, userId: "2002400011002" });
    expect(await bob.next("status")).toEqual({ userId: "1001400011001", status: hand });
    alice.close();
    expect(await bob.next("leave")).toEqual({ userId: "1001400011001" });
  });

  it("refuses a status before join or for another participant's id, and a join with an id someone else holds", async () => {
    const alice = await connect({ participant: "u-alice" });
    const mallory = await connect({ participant: "u-mallory" });
    expect(
      await mallory.send("status", { room: ROOM_A, userId: "1001400011001", status: hand }),
    ).toMatchObject({ ok: false, error: { code: "notJoined" } });
    await alice.send("join", { room: ROOM_A, userId: "1001400011001" });
    expect(await mallory.send("join", { room: ROOM_A, userId: "1001400011001" })).toMatchObject({
      ok: false,
      error: { code: "userIdTaken" },
    });
    await mallory.send("join", { room: ROOM_A, userId: "9009400011009" });
    expect(
      await mallory.send("status", { room: ROOM_A, userId: "1001400011001", status: hand }),
    ).toMatchObject({ ok: false, error: { code: "notJoined" } });
    await caughtUp(alice);
    expect(alice.all("status")).toEqual([]);
  });

  it("answers malformed and unknown events with liveError and keeps serving the socket", async () => {
    const alice = await connect({ participant: "u-alice" });
    alice.socket.emit("status", { room: ROOM_A, userId: "1", status: { handRaised: "yes" } } as never);
    expect(await alice.next("liveError")).toMatchObject({ code: "invalidPayload", event: "status" });
    (alice.socket.emit as (event: string, payload: unknown) => void)("explode", "x".repeat(1000));
    expect(await alice.next("liveError", (e) => e.event === "explode")).toMatchObject({
      code: "invalidPayload",
      message: "unknown event explode",
    });
    alice.socket.emit("join", null as never);
    expect(await alice.next("liveError", (e) => e.event === "join")).toMatchObject({
      code: "invalidPayload",
    });
    expect(await alice.send("join", { room: ROOM_A, userId: "1001400011001" })).toEqual({
      ok: true,
    });
  });

  it(`refuses a socket's events beyond ${CONFERENCE_LIVE_EVENT_RATE.max} in a window`, async () => {
    const alice = await connect({ participant: "u-alice" });
    await alice.send("join", { room: ROOM_A, userId: "1001400011001" });
    const payload = { room: ROOM_A, userId: "1001400011001", status: hand };
    const acks = await Promise.all(
      Array.from({ length: CONFERENCE_LIVE_EVENT_RATE.max }, () => alice.send("status", payload)),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(CONFERENCE_LIVE_EVENT_RATE.max - 1);
    expect(acks.at(-1)).toMatchObject({ ok: false, error: { code: "rateLimited" } });
    t.clock.advance(CONFERENCE_LIVE_EVENT_RATE.windowMs);
    expect(await alice.send("status", payload)).toEqual({ ok: true });
  });
});
