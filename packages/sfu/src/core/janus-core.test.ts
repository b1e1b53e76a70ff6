import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient } from "../../test-support/janus-client";
import { startSfuServer } from "../../test-support/sfu-server";

describe("the Janus core over WebSocket", () => {
  let server: Awaited<ReturnType<typeof startSfuServer>>;
  let client: JanusClient;
  beforeAll(async () => {
    server = await startSfuServer({ limits: { sessionTimeoutMs: 600, sessionsPerConnection: 2 } });
    client = await JanusClient.open(server.url);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it("creates a session, attaches a handle, acks keepalives and detaches", async () => {
    const session = await client.createSession();
    expect(session).toBeGreaterThan(0);
    const handle = await client.attach(session, "janus.plugin.videoroom");
    const keepalive = await client.request({ janus: "keepalive", session_id: session });
    expect(keepalive).toMatchObject({ janus: "ack", session_id: session });
    const detached = client.next((message) => message.janus === "detached" && message.sender === handle);
    const reply = await client.request({ janus: "detach", session_id: session, handle_id: handle });
    expect(reply).toMatchObject({ janus: "success", session_id: session });
    await detached;
    expect(await client.request({ janus: "destroy", session_id: session })).toMatchObject({
      janus: "success",
    });
  });

  it("answers malformed and unknown requests with Janus's error codes", async () => {
    const malformed = client.next((message) => message.janus === "error");
    client.sendRaw("{not json");
    expect(await malformed).toMatchObject({ error: { code: 454 } });

    expect(await client.request({ foo: 1 })).toMatchObject({ janus: "error", error: { code: 452 } });
    expect(await client.request({ janus: "dance" })).toMatchObject({ janus: "error", error: { code: 453 } });
    expect(await client.request({ janus: "keepalive", session_id: 42 })).toMatchObject({
      error: { code: 458 },
    });
    expect(await client.request({ janus: "keepalive", session_id: "42" })).toMatchObject({
      error: { code: 467, reason: "Invalid element type (session_id)" },
    });
    const session = await client.createSession();
    expect(
      await client.request({ janus: "message", session_id: session, handle_id: 7, body: {} }),
    ).toMatchObject({
      error: { code: 459 },
    });
    expect(
      await client.request({ janus: "attach", session_id: session, plugin: "janus.plugin.nope" }),
    ).toMatchObject({
      error: { code: 460 },
    });
    expect(await client.request({ janus: "attach", session_id: session })).toMatchObject({
      error: { code: 456, reason: "Missing mandatory element (plugin)" },
    });
    const handle = await client.attach(session, "janus.plugin.videoroom");
    const noRoom = await client.message(session, handle, {
      request: "join",
      ptype: "publisher",
      room: "nowhere",
    });
    expect(noRoom.plugindata).toMatchObject({
      data: { videoroom: "event", error_code: 426, error: "No such room (nowhere)" },
    });
    const unknown = await client.message(session, handle, { request: "fly" });
    expect(unknown.plugindata).toMatchObject({ data: { error_code: 423 } });
    await client.request({ janus: "destroy", session_id: session });
  });

  it("bounds the sessions of one socket", async () => {
    const other = await JanusClient.open(server.url);
    try {
      await other.createSession();
      await other.createSession();
      expect(await other.request({ janus: "create" })).toMatchObject({
        janus: "error",
        error: { code: 472 },
      });
    } finally {
      other.close();
    }
  });

  it("ends a session without keepalives with a timeout event, and forgets it", async () => {
    const session = await client.createSession();
    const timedOut = await client.next(
      (message) => message.janus === "timeout" && message.session_id === session,
      3000,
    );
    expect(timedOut).toEqual({ janus: "timeout", session_id: session });
    expect(await client.request({ janus: "keepalive", session_id: session })).toMatchObject({
      error: { code: 458 },
    });
  });
});
