import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient } from "../../test-support/janus-client";
import { startSfuServer } from "../../test-support/sfu-server";
import { TextRoomPeer } from "../../test-support/textroom-peer";

const ROOM = "roomtext12345";

describe("TextRoom over a real data channel", () => {
  let server: Awaited<ReturnType<typeof startSfuServer>>;
  const closers: (() => void)[] = [];
  beforeAll(async () => {
    server = await startSfuServer();
    server.sfu.rooms.ensure(ROOM, { description: "Chat", pin: "654321", publishers: 8 });
  });
  afterAll(async () => {
    for (const close of closers) close();
    await server.close();
  });

  it("joins two participants, broadcasts messages and whispers, and tells who leaves", async () => {
    const client = await JanusClient.open(server.url);
    closers.push(() => client.close());
    const session = await client.createSession();
    const alice = await TextRoomPeer.connect(client, session);
    const bob = await TextRoomPeer.connect(client, session);
    closers.push(
      () => alice.close(),
      () => bob.close(),
    );

    alice.send({
      textroom: "join",
      transaction: "a1",
      room: ROOM,
      username: "1234201",
      display: "Alice",
      pin: "000000",
    });
    expect(await alice.receive((m) => m.transaction === "a1")).toMatchObject({
      textroom: "error",
      error_code: 419,
    });
    alice.send({
      textroom: "join",
      transaction: "a2",
      room: ROOM,
      username: "1234201",
      display: "Alice",
      pin: "654321",
    });
    expect(await alice.receive((m) => m.transaction === "a2")).toEqual({
      textroom: "success",
      transaction: "a2",
      participants: [],
    });

    bob.send({
      textroom: "join",
      transaction: "b1",
      room: ROOM,
      username: "987202",
      display: "Bob",
      pin: "654321",
    });
    expect(await bob.receive((m) => m.transaction === "b1")).toMatchObject({
      textroom: "success",
      participants: [{ username: "1234201", display: "Alice" }],
    });
    expect(await alice.receive((m) => m.textroom === "join")).toEqual({
      textroom: "join",
      room: ROOM,
      username: "987202",
      display: "Bob",
    });

    bob.send({ textroom: "message", transaction: "b2", room: ROOM, text: "Hello room" });
    const heard = await alice.receive((m) => m.textroom === "message");
    expect(heard).toMatchObject({ textroom: "message", room: ROOM, from: "987202", text: "Hello room" });
    expect(heard.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
    expect(await bob.receive((m) => m.transaction === "b2")).toEqual({
      textroom: "success",
      transaction: "b2",
    });

    alice.send({
      textroom: "message",
      transaction: "a3",
      room: ROOM,
      text: "psst",
      to: "987202",
      ack: false,
    });
    expect(await bob.receive((m) => m.text === "psst")).toMatchObject({ from: "1234201", whisper: true });

    alice.send({ textroom: "announcement", transaction: "a4", room: ROOM, text: "Closing soon" });
    expect(await bob.receive((m) => m.textroom === "announcement")).toMatchObject({
      room: ROOM,
      text: "Closing soon",
    });

    alice.send({ textroom: "leave", transaction: "a5", room: ROOM });
    expect(await bob.receive((m) => m.textroom === "leave")).toEqual({
      textroom: "leave",
      room: ROOM,
      username: "1234201",
    });
    bob.send({ textroom: "message", transaction: "b3", room: "unknownroom", text: "x" });
    expect(await bob.receive((m) => m.transaction === "b3")).toMatchObject({
      textroom: "error",
      error_code: 417,
    });
    bob.send({ textroom: "message", transaction: "b4", room: ROOM });
    expect(await bob.receive((m) => m.transaction === "b4")).toEqual({
      textroom: "error",
      transaction: "b4",
      error_code: 413,
      error: "Missing element (text)",
    });
  }, 15_000);

  it("takes requests on the data channel the browser opens itself, as janus.js does", async () => {
    const client = await JanusClient.open(server.url);
    closers.push(() => client.close());
    const session = await client.createSession();
    const carol = await TextRoomPeer.connect(client, session, { ownChannel: true });
    const dave = await TextRoomPeer.connect(client, session);
    closers.push(
      () => carol.close(),
      () => dave.close(),
    );
    dave.send({ textroom: "join", transaction: "d1", room: ROOM, username: "dave", pin: "654321" });
    await dave.receive((m) => m.transaction === "d1");

    carol.send({ textroom: "join", transaction: "c1", room: ROOM, username: "carol", pin: "654321" });
    expect(await carol.receive((m) => m.transaction === "c1")).toMatchObject({
      textroom: "success",
      participants: expect.arrayContaining([{ username: "dave" }]) as unknown,
    });
    carol.send({ textroom: "message", transaction: "c2", room: ROOM, text: "From my own channel" });
    expect(await dave.receive((m) => m.textroom === "message")).toMatchObject({
      from: "carol",
      text: "From my own channel",
    });
    dave.send({ textroom: "message", transaction: "d2", room: ROOM, text: "Heard you" });
    expect(await carol.receive((m) => m.textroom === "message" && m.from === "dave")).toMatchObject({
      from: "dave",
      text: "Heard you",
    });
  }, 15_000);
});
