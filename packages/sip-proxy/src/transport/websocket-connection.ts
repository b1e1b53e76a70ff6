import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, type RawData } from "ws";
import type { Connection, RemoteAddress, ViaTransport } from "./connection";
import { decodeFrame } from "./decode-frame";
import { ListenerSet } from "./listener-set";
import { textFrame } from "./text-frame";

/** A server-side SIP-over-WebSocket connection (RFC 7118) on a `ws` socket. */
export class WebSocketConnection implements Connection {
  readonly id = randomUUID();
  readonly reliable = true;
  readonly remote: RemoteAddress;
  readonly transport: ViaTransport;
  /** Set by a pong, cleared by each keep-alive ping; a socket still unset at the next ping is dead. */
  alive = true;
  private readonly messages: ListenerSet<[string]>;
  private readonly closes: ListenerSet<[]>;
  private closed = false;
  /** The TCP (or TLS) socket under the WebSocket, corked while this tick's frames gather. */
  private readonly stream: Duplex;
  private corked = false;

  constructor(
    private readonly socket: WebSocket,
    request: IncomingMessage,
    onListenerError: (error: unknown) => void,
  ) {
    this.messages = new ListenerSet(onListenerError);
    this.closes = new ListenerSet(onListenerError);
    this.stream = request.socket;
    this.remote = {
      address: request.socket.remoteAddress ?? "0.0.0.0",
      port: request.socket.remotePort ?? 0,
    };
    // RFC 7118 §5.2: WSS when the WebSocket runs over TLS.
    this.transport = "encrypted" in request.socket && request.socket.encrypted ? "WSS" : "WS";
    socket.on("message", (data: RawData) => this.messages.emit(decodeFrame(data)));
    socket.on("pong", () => (this.alive = true));
    socket.on("close", () => this.finish());
    // An error is always followed by "close"; listening here keeps it from crashing the process.
    socket.on("error", onListenerError);
  }

  get open(): boolean {
    return !this.closed && this.socket.readyState === WebSocket.OPEN;
  }

  /**
   * Frames sent in one turn of the event loop leave in one write (one syscall, one TLS record run)
   * instead of one each: the socket is corked at the first and uncorked once the turn's I/O is done.
   * Each SIP message still has its own frame (RFC 7118 §5), written here as one buffer (text-frame.ts)
   * straight to the socket under the WebSocket: `ws` writes a data frame synchronously too (it
   * queues only while compressing, which SIP sockets do not), so frames never interleave with its
   * pings, pongs and close.
   */
  send(text: string): boolean {
    if (!this.open) return false;
    if (!this.corked) {
      this.corked = true;
      this.stream.cork();
      corkedThisTurn.push(this);
      if (corkedThisTurn.length === 1) setImmediate(uncorkAll);
    }
    this.stream.write(textFrame(text));
    return true;
  }

  /** For uncorkAll: the turn's frames leave. */
  uncork(): void {
    this.corked = false;
    this.stream.uncork();
  }

  close(reason = "closing"): void {
    if (this.closed) return;
    this.socket.close(1000, reason);
    this.finish();
  }

  /** Drops a socket that stopped answering pings, without the closing handshake. */
  terminate(): void {
    this.socket.terminate();
    this.finish();
  }

  ping(): void {
    this.alive = false;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  onMessage(listener: (text: string) => void): () => void {
    return this.messages.add(listener);
  }

  onClose(listener: () => void): () => void {
    return this.closes.add(listener);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.closes.emit();
    this.messages.clear();
    this.closes.clear();
  }
}

/** The connections corked during this turn: one setImmediate uncorks them all, not one each. */
const corkedThisTurn: WebSocketConnection[] = [];

function uncorkAll(): void {
  // A connection corked by an earlier one's uncork (a listener sending) waits for the next turn.
  const connections = corkedThisTurn.splice(0);
  for (const connection of connections) connection.uncork();
}
