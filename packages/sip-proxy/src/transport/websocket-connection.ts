import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { WebSocket, type RawData } from "ws";
import type { Connection, RemoteAddress, ViaTransport } from "./connection";
import { decodeFrame } from "./decode-frame";
import { ListenerSet } from "./listener-set";

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

  constructor(
    private readonly socket: WebSocket,
    request: IncomingMessage,
    onListenerError: (error: unknown) => void,
  ) {
    this.messages = new ListenerSet(onListenerError);
    this.closes = new ListenerSet(onListenerError);
    this.remote = { address: request.socket.remoteAddress ?? "0.0.0.0", port: request.socket.remotePort ?? 0 };
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

  send(text: string): boolean {
    if (!this.open) return false;
    this.socket.send(text);
    return true;
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
