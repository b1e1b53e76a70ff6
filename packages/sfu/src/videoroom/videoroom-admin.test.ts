import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient, pluginData } from "../../test-support/janus-client";
import { startSfuServer, type SfuTestServer } from "../../test-support/sfu-server";

describe("VideoRoom room requests (create, edit, exists, list, listparticipants, destroy)", () => {
  let server: SfuTestServer;
  let client: JanusClient;
  let session: number;
  let handle: number;
  const ask = async (body: Record<string, unknown>) =>
    pluginData(await client.message(session, handle, body));

  beforeAll(async () => {
    server = await startSfuServer({ adminKey: "k3y" });
    client = await JanusClient.open(server.url);
    session = await client.createSession();
    handle = await client.attach(session, "janus.plugin.videoroom");
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it("creates only with the admin key, edits only with the room's secret, and lists public rooms", async () => {
    expect(await ask({ request: "create", room: "open1" })).toMatchObject({ error_code: 433 });
    expect(
      await ask({ request: "create", room: "open1", admin_key: "k3y", secret: "s", description: "Open" }),
    ).toEqual({
      videoroom: "created",
      room: "open1",
      permanent: false,
    });
    expect(await ask({ request: "create", room: "open1", admin_key: "k3y" })).toMatchObject({
      error_code: 427,
    });
    expect(await ask({ request: "edit", room: "open1", new_description: "Renamed" })).toMatchObject({
      error_code: 433,
    });
    expect(await ask({ request: "edit", room: "open1", secret: "s", new_description: "Renamed" })).toEqual({
      videoroom: "edited",
      room: "open1",
      permanent: false,
    });
    server.sfu.rooms.ensure("hidden1", { description: "Private", pin: "123456", publishers: 4 });
    const listed = (await ask({ request: "list" })).list as { room: string; description: string }[];
    expect(listed.map((room) => [room.room, room.description])).toEqual([["open1", "Renamed"]]);
    expect(await ask({ request: "exists", room: "hidden1" })).toEqual({
      videoroom: "success",
      room: "hidden1",
      exists: true,
    });
    expect(await ask({ request: "exists", room: 42 })).toMatchObject({
      error_code: 430,
      error: "Invalid element (room)",
    });
  });

  it("refuses a taken id, lists participants, and tells everybody in a destroyed room", async () => {
    server.sfu.rooms.ensure("meeting1", { description: "Meeting", pin: null, publishers: 4 });
    expect(
      await ask({ request: "join", ptype: "publisher", room: "meeting1", id: "1005550100", display: "Ann" }),
    ).toMatchObject({
      videoroom: "joined",
      publishers: [],
    });
    const other = await client.attach(session, "janus.plugin.videoroom");
    const taken = await client.message(session, other, {
      request: "join",
      ptype: "publisher",
      room: "meeting1",
      id: "1005550100",
    });
    expect(pluginData(taken)).toMatchObject({ error_code: 436, error: "User ID 1005550100 already exists" });
    expect(await ask({ request: "listparticipants", room: "meeting1" })).toEqual({
      videoroom: "participants",
      room: "meeting1",
      participants: [{ id: "1005550100", display: "Ann", publisher: false, talking: false }],
    });
    const destroyed = client.pluginEvent(handle, (data) => data.videoroom === "destroyed");
    expect(server.sfu.rooms.destroy("meeting1")).toBe(true);
    expect(pluginData(await destroyed)).toEqual({ videoroom: "destroyed", room: "meeting1" });
    expect(server.sfu.rooms.exists("meeting1")).toBe(false);
    // The handle is free again after its room went.
    expect(await ask({ request: "join", ptype: "publisher", room: "open1" })).toMatchObject({
      videoroom: "joined",
    });
  });
});
