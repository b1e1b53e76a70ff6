import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type * as Ws from "ws";
import type { WebSocket as ServerSocket } from "ws";
import { JanusConnection } from "./janus-connection";
import { JanusError } from "./janus-wire";

// The browser build of ws (the jsdom project resolves "browser" first) has no server: load Node's.
const requireNode = createRequire(import.meta.url);
const { WebSocketServer, WebSocket: NodeWebSocket } = requireNode(
  requireNode.resolve("ws/package.json").replace(/package\.json$/, "index.js"),
) as typeof Ws;

type Frame = Record<string, unknown>;

// ws's client has the browser WebSocket's surface the connection uses (addEventListener, send, close, readyState).
const createSocket = (url: string, protocol: string) =>
  new NodeWebSocket(url, protocol) as unknown as WebSocket;

/** A VideoRoom event from handle 22, answering `transaction`. */
const pluginEvent = (transaction: unknown, data: Frame): Frame => ({
  janus: "event",
  transaction,
  sender: 22,
  plugindata: { plugin: "janus.plugin.videoroom", data },
});

/** A stand-in Janus speaking the JSON API over a real WebSocket: enough of it to drive the client. */
function fakeJanus() {
  const server = new WebSocketServer({
    port: 0,
    handleProtocols: (protocols) => (protocols.has("janus-protocol") ? "janus-protocol" : false),
  });
  const received: Frame[] = [];
  const sockets: ServerSocket[] = [];
  const reply = (socket: ServerSocket, frame: Frame) => socket.send(JSON.stringify(frame));
  server.on("connection", (socket) => {
    sockets.push(socket);
    socket.on("message", (raw) => {
      const frame = JSON.parse(Buffer.isBuffer(raw) ? raw.toString("utf8") : "{}") as Frame;
      received.push(frame);
      const transaction = frame["transaction"];
      const body = (frame["body"] ?? {}) as Frame;
      switch (frame["janus"]) {
        case "create":
          return reply(socket, { janus: "success", transaction, data: { id: 11 } });
        case "attach":
          return reply(socket, { janus: "success", transaction, session_id: 11, data: { id: 22 } });
        case "keepalive":
        case "trickle":
          return reply(socket, { janus: "ack", transaction, session_id: 11 });
        case "detach":
        case "destroy":
          return reply(socket, { janus: "success", transaction, session_id: 11 });
        case "message":
          if (body["request"] === "exists")
            return reply(socket, {
              janus: "success",
              transaction,
              sender: 22,
              plugindata: { plugin: "janus.plugin.videoroom", data: { videoroom: "success", exists: true } },
            });
          reply(socket, { janus: "ack", transaction, session_id: 11 });
          if (body["request"] === "join" && body["room"] === "nosuchroom0000")
            return reply(
              socket,
              pluginEvent(transaction, { videoroom: "event", error_code: 426, error: "No such room" }),
            );
          if (body["request"] === "join")
            return reply(
              socket,
              pluginEvent(transaction, {
                videoroom: "joined",
                id: body["id"],
                private_id: 7,
                publishers: [],
              }),
            );
          return reply(socket, {
            janus: "error",
            transaction,
            error: { code: 456, reason: "Unknown request" },
          });
        default:
          return undefined;
      }
    });
  });
  const url = () => {
    const address = server.address();
    if (address === null || typeof address === "string")
      throw new Error("the server is not listening on TCP");
    return `ws://127.0.0.1:${address.port}/janus`;
  };
  return { server, received, sockets, url, reply };
}

describe("JanusConnection", () => {
  let janus: ReturnType<typeof fakeJanus>;
  beforeEach(() => {
    janus = fakeJanus();
  });
  afterEach(async () => {
    await new Promise((resolve) => janus.server.close(resolve));
  });

  it("creates a session and sends its id with every later request", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    expect(handle.id).toBe(22);
    expect(janus.received[1]).toMatchObject({
      janus: "attach",
      session_id: 11,
      plugin: "janus.plugin.videoroom",
    });
    connection.dispose();
  });

  it("waits past the ack for the plugin's event answering the same transaction", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    const { data } = await handle.message({
      request: "join",
      ptype: "publisher",
      room: "abcdefghij123",
      id: "42100",
    });
    expect(data).toMatchObject({ videoroom: "joined", id: "42100", private_id: 7 });
    const sent = janus.received.find((frame) => frame["janus"] === "message");
    expect(sent).toMatchObject({ session_id: 11, handle_id: 22, body: { room: "abcdefghij123" } });
    connection.dispose();
  });

  it("takes a synchronous plugin success as the answer too", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    await expect(handle.message({ request: "exists", room: "abcdefghij123" })).resolves.toMatchObject({
      data: { exists: true },
    });
    connection.dispose();
  });

  it("rejects with the plugin's error code (426: no such room)", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    const failure = handle.message({ request: "join", ptype: "publisher", room: "nosuchroom0000" });
    await expect(failure).rejects.toBeInstanceOf(JanusError);
    await expect(failure).rejects.toMatchObject({ code: 426 });
    connection.dispose();
  });

  it("rejects with the core's error for a request Janus refuses", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    await expect(handle.message({ request: "dance" })).rejects.toMatchObject({
      code: 456,
      message: "Unknown request",
    });
    connection.dispose();
  });

  it("sends keepalives on its interval and stops them on dispose", async () => {
    const connection = await JanusConnection.open(janus.url(), { keepaliveMs: 20, createSocket });
    await expect
      .poll(() => janus.received.filter((frame) => frame["janus"] === "keepalive").length)
      .toBeGreaterThanOrEqual(2);
    connection.dispose();
    await expect.poll(() => janus.received.some((frame) => frame["janus"] === "destroy")).toBe(true);
    const count = janus.received.filter((frame) => frame["janus"] === "keepalive").length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(janus.received.filter((frame) => frame["janus"] === "keepalive").length).toBe(count);
  });

  it("reports the session lost when Janus times it out, and fails what was pending", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const closed = new Promise<string>((resolve) => connection.on("closed", ({ reason }) => resolve(reason)));
    const socket = janus.sockets[0];
    if (socket === undefined) throw new Error("no socket");
    janus.reply(socket, { janus: "timeout", session_id: 11 });
    await expect(closed).resolves.toBe("Connectivity error");
    expect(connection.state).toBe("closed");
    await expect(connection.attach("janus.plugin.textroom")).rejects.toThrow("Connectivity error");
  });

  it("routes an event without a transaction to the handle named by its sender", async () => {
    const connection = await JanusConnection.open(janus.url(), { createSocket });
    const handle = await connection.attach("janus.plugin.videoroom");
    const event = new Promise((resolve) => handle.on("event", ({ data }) => resolve(data)));
    const socket = janus.sockets[0];
    if (socket === undefined) throw new Error("no socket");
    janus.reply(socket, {
      janus: "event",
      sender: 22,
      plugindata: {
        plugin: "janus.plugin.videoroom",
        data: { videoroom: "event", unpublished: "90015550100" },
      },
    });
    await expect(event).resolves.toEqual({ videoroom: "event", unpublished: "90015550100" });
    connection.dispose();
  });
});
