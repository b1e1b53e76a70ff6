import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { textFrame } from "./text-frame";
import { WebSocketConnection } from "./websocket-connection";

/** Unmasked text frames, one per text, as a server sends them (RFC 6455 §5.2). */
const frames = (...texts: string[]): Buffer => Buffer.concat(texts.map(textFrame));

/** A `ws` socket stand-in: the connection writes its frames to the stream under it. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  /** ws starts the closing handshake: the socket is no longer open. */
  close(): void {
    this.readyState = WebSocket.CLOSING;
  }
}

function connection() {
  const stream = new PassThrough();
  const writes: Buffer[] = [];
  // What reaches the transport: one entry per write the socket makes (writev joins corked chunks).
  stream._writev = (chunks, callback) => {
    writes.push(Buffer.concat(chunks.map(({ chunk }) => chunk as Buffer)));
    callback();
  };
  stream._write = (chunk: Buffer, _encoding, callback) => {
    writes.push(chunk);
    callback();
  };
  const request = {
    socket: Object.assign(stream, { remoteAddress: "127.0.0.1", remotePort: 5060 }),
  } as unknown as IncomingMessage;
  const socket = new FakeSocket() as unknown as WebSocket;
  return { conn: new WebSocketConnection(socket, request, () => {}), writes };
}

describe("WebSocket connection writes", () => {
  it("sends the frames of one event-loop turn in one write, each frame whole and in order", async () => {
    const { conn, writes } = connection();
    expect(conn.send("SIP/2.0 100 Trying")).toBe(true);
    expect(conn.send("SIP/2.0 180 Ringing")).toBe(true);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([frames("SIP/2.0 100 Trying", "SIP/2.0 180 Ringing")]);
    conn.send("SIP/2.0 200 OK");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([frames("SIP/2.0 100 Trying", "SIP/2.0 180 Ringing"), frames("SIP/2.0 200 OK")]);
  });

  it("uncorks every connection written to in one turn, each with its own frames", async () => {
    const first = connection();
    const second = connection();
    first.conn.send("SIP/2.0 100 Trying");
    second.conn.send("INVITE sip:a@b SIP/2.0");
    first.conn.send("SIP/2.0 180 Ringing");
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.writes).toEqual([frames("SIP/2.0 100 Trying", "SIP/2.0 180 Ringing")]);
    expect(second.writes).toEqual([frames("INVITE sip:a@b SIP/2.0")]);
  });

  it("sends nothing once the WebSocket is no longer open", async () => {
    const { conn, writes } = connection();
    conn.close();
    expect(conn.send("SIP/2.0 200 OK")).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
  });
});
