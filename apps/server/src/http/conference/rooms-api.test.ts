import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLiveTicket } from "../../domain/conference/live-ticket";
import { MemoryMediaRooms } from "../../domain/conference/media-rooms";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { jweOf, roomsRequest } from "./conference-test-support";

const PUBLIC_ROOM = "pub0000000001";
const PRIVATE_ROOM = "prv0000000001";
const createBody = (token: string, isPrivate = false, invited: { name: string; email: string }[] = []) => ({
  token,
  is_private: isPrivate,
  moderator: { email: "alice@example.com", extension: "1001", name: "Alice Adams" },
  plugins: { pin: "123456", is_private: isPrivate },
  ...(invited.length > 0 ? { invite: { invitedPeople: invited, inviteText: "" } } : {}),
});

type Info = { pin: string | null; askToJoin: boolean; askForToken: boolean; liveToken: string; url: string };

describe("the rooms API: create, info, join (spec 2 §7 Conference host)", () => {
  let t: TestApp;
  let media: MemoryMediaRooms;
  const jwe: Record<"alice" | "bob" | "carol" | "oscar", string> = {
    alice: "",
    bob: "",
    carol: "",
    oscar: "",
  };

  beforeAll(async () => {
    t = await createTestApp();
    media = new MemoryMediaRooms();
    t.app.services.conference.media.attach(media);
    jwe.alice = await jweOf(t, "alice@example.com");
    jwe.bob = await jweOf(t, "bob@example.com");
    jwe.carol = await jweOf(t, "carol@example.com");
    jwe.oscar = await jweOf(t, "oscar@globex.example");
    expect(
      (await roomsRequest(t, "POST", `create/${PUBLIC_ROOM}`, { body: createBody(jwe.alice) })).status,
    ).toBe(200);
    const invited = [{ name: "Carol", email: "carol@example.com" }];
    expect(
      (
        await roomsRequest(t, "POST", `create/${PRIVATE_ROOM}`, {
          body: createBody(jwe.alice, true, invited),
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const info = async (roomId: string, token?: string) => {
    const answer = await roomsRequest(t, "POST", `info/${roomId}`, { body: token ? { token } : {} });
    return { status: answer.status, body: answer.body, data: answer.body.data as Info };
  };

  it("creates a room in the SFU with its pin and answers its shareable link", async () => {
    const answer = await roomsRequest(t, "POST", "create/new0000000001", { body: createBody(jwe.bob) });
    expect(answer.body.data).toEqual({
      roomId: "new0000000001",
      url: "http://localhost:8080/conference/new0000000001",
    });
    expect(media.rooms.get("new0000000001")?.settings).toMatchObject({ pin: "123456" });
  });

  it("refuses a second room with a taken code (409), a request without a token (403 'No token') and a bad pin (400)", async () => {
    const taken = await roomsRequest(t, "POST", `create/${PUBLIC_ROOM}`, { body: createBody(jwe.bob) });
    expect(taken.status).toBe(409);
    const { token: _token, ...withoutToken } = createBody(jwe.alice);
    const noToken = await roomsRequest(t, "POST", "create/new0000000002", { body: withoutToken });
    expect(noToken.body.responses[0]).toEqual({ code: 403, message: "No token" });
    const badPin = await roomsRequest(t, "POST", "create/new0000000003", {
      body: { ...createBody(jwe.alice), plugins: { pin: "12ab56", is_private: false } },
    });
    expect(badPin.status).toBe(400);
    const badCode = await roomsRequest(t, "POST", "create/UPPER", { body: createBody(jwe.alice) });
    expect(badCode.status).toBe(404);
  });

  it("gives a colleague the pin of a public room, and a live ticket that says who moderates", async () => {
    const { data } = await info(PUBLIC_ROOM, jwe.bob);
    expect(data).toMatchObject({
      pin: "123456",
      askToJoin: false,
      askForToken: false,
      url: "ws://localhost:8080/janus",
    });
    const key = t.app.services.conference.liveTicketKey;
    expect(await openLiveTicket(data.liveToken, key, t.clock.now())).toMatchObject({
      roomId: PUBLIC_ROOM,
      moderator: false,
      display: "Bob Brown",
    });
    const own = await info(PUBLIC_ROOM, jwe.alice);
    expect((await openLiveTicket(own.data.liveToken, key, t.clock.now()))?.moderator).toBe(true);
  });

  it("makes a guest and a user of another tenant ask to join a room without invitees", async () => {
    for (const token of [undefined, jwe.oscar]) {
      const { data } = await info(PUBLIC_ROOM, token);
      expect(data).toMatchObject({ pin: null, askToJoin: true, askForToken: false });
    }
  });

  it("gives a private room's pin to its moderator and invitees only; other colleagues ask to join", async () => {
    expect((await info(PRIVATE_ROOM, jwe.alice)).data.pin).toBe("123456");
    expect((await info(PRIVATE_ROOM, jwe.carol)).data.pin).toBe("123456");
    expect((await info(PRIVATE_ROOM, jwe.bob)).data).toMatchObject({ pin: null, askToJoin: true });
  });

  it("asks a guest of a room with e-mail invitees for a token", async () => {
    expect((await info(PRIVATE_ROOM)).data).toMatchObject({ pin: null, askToJoin: false, askForToken: true });
  });

  it("answers 404 'Room does not exist' for an unknown code and 407 for a session token that does not open", async () => {
    const unknown = await info("zzz0000000000", jwe.bob);
    expect(unknown.body.responses[0]).toEqual({ code: 404, message: "Room does not exist" });
    const stale = await info(PUBLIC_ROOM, "not-a-token");
    expect(stale.body.responses[0]?.code).toBe(407);
  });

  it("joins with the session's token in the Authorization header, and refuses who may not enter directly", async () => {
    const join = (roomId: string, bearer?: string) =>
      roomsRequest(t, "POST", `join/${roomId}`, {
        body: { plugins: { display: "Someone" } },
        ...(bearer ? { bearer } : {}),
      });
    const bob = await join(PUBLIC_ROOM, jwe.bob);
    expect(bob.body.data).toEqual({ roomId: PUBLIC_ROOM, url: "ws://localhost:8080/janus", pin: "123456" });
    expect((await join(PRIVATE_ROOM, jwe.bob)).status).toBe(403);
    expect((await join(PUBLIC_ROOM, jwe.oscar)).status).toBe(403);
    expect((await join(PUBLIC_ROOM, "guessedtoken")).status).toBe(403);
    expect((await join(PUBLIC_ROOM)).body.responses[0]).toEqual({ code: 403, message: "No token" });
    expect((await join("zzz0000000000", jwe.bob)).body.responses[0]).toEqual({
      code: 404,
      message: "Room does not exist",
    });
  });

  it("makes the room again in the SFU when it lost it (a restart)", async () => {
    media.rooms.delete(PUBLIC_ROOM);
    await info(PUBLIC_ROOM, jwe.bob);
    expect(media.rooms.get(PUBLIC_ROOM)?.settings.pin).toBe("123456");
  });

  it("lists the SFU room's publishers with their streams", async () => {
    media.rooms.get(PUBLIC_ROOM)?.participants.push(
      {
        id: "42400011002",
        display: "Bob",
        publisher: true,
        talking: false,
        streams: [{ type: "video", mid: "1" }],
      },
      { id: "7400011003", display: "Carol", publisher: false, talking: false },
    );
    const answer = await roomsRequest(t, "POST", `participants/${PUBLIC_ROOM}`, { body: {} });
    expect(answer.body.data).toEqual([
      { id: "42400011002", display: "Bob", streams: [{ type: "video", mid: "1" }] },
    ]);
  });

  it("lists the caller's colleagues for the invitee picker, never another tenant's", async () => {
    const answer = await roomsRequest(t, "POST", "contacts", { body: { token: jwe.alice } });
    const contacts = answer.body.data as { email: string }[];
    expect(contacts.map((contact) => contact.email)).toContain("bob@example.com");
    expect(contacts.map((contact) => contact.email)).not.toContain("alice@example.com");
    expect(contacts.map((contact) => contact.email)).not.toContain("oscar@globex.example");
  });

  it("bounds lookups per address", async () => {
    const address = "10.9.9.9";
    const lookup = async () =>
      (await roomsRequest(t, "POST", `info/${PUBLIC_ROOM}`, { body: {}, remoteAddress: address })).status;
    expect(await lookup()).toBe(200);
    // The rest of the minute's 300 spent without 299 database round trips (slow on a busy machine).
    const { limits } = t.app.services.conference;
    let admitted = 1;
    while (limits.admitLookup(address)) admitted += 1;
    expect(admitted).toBe(300);
    expect(await lookup()).toBe(429);
    t.clock.advance(60_000);
    expect(await lookup()).toBe(200);
  });
});
