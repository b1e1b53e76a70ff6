import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { WebSocketConnection } from "./websocket-connection";

/** A `ws` socket stand-in that writes each frame to the underlying stream, as ws does. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  constructor(private readonly stream: PassThrough) {
    super();
  }
  send(text: string): void {
    this.stream.write(`[${text}]`);
  }
}

function connection() {
  const stream = new PassThrough();
  const writes: string[] = [];
  // What reaches the transport: one entry per write the socket makes (writev joins corked chunks).
  stream._writev = (chunks, callback) => {
    writes.push(chunks.map(({ chunk }) => String(chunk)).join(""));
    callback();
  };
  stream._write = (chunk, _encoding, callback) => {
    writes.push(String(chunk));
    callback();
  };
  const request = {
    socket: Object.assign(stream, { remoteAddress: "127.0.0.1", remotePort: 5060 }),
  } as unknown as IncomingMessage;
  const socket = new FakeSocket(stream) as unknown as WebSocket;
  return { conn: new WebSocketConnection(socket, request, () => {}), writes };
}

describe("WebSocket connection writes", () => {
  it("sends the frames of one event-loop turn in one write, each frame whole and in order", async () => {
    const { conn, writes } = connection();
    expect(conn.send("SIP/2.0 100 Trying")).toBe(true);
    expect(conn.send("SIP/2.0 180 Ringing")).toBe(true);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["[SIP/2.0 100 Trying][SIP/2.0 180 Ringing]"]);
    conn.send("SIP/2.0 200 OK");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["[SIP/2.0 100 Trying][SIP/2.0 180 Ringing]", "[SIP/2.0 200 OK]"]);
  });
});
