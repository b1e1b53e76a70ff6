import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { WebSocket, type RawData } from "ws";
import type { Connection } from "../src/transport/connection";
import { decodeFrame } from "../src/transport/decode-frame";
import { ListenerSet } from "../src/transport/listener-set";

/** A real SIP-over-WebSocket client connection (subprotocol `sip`), as JsSIP opens one. */
export class WebSocketClientConnection implements Connection {
  readonly id = randomUUID();
  readonly transport = "WS" as const;
  readonly reliable = true;
  readonly remote: { address: string; port: number };
  private readonly messages = new ListenerSet<[string]>((error) => {
    throw error;
  });
  private readonly closes = new ListenerSet<[]>();

  private constructor(
    readonly socket: WebSocket,
    url: URL,
  ) {
    this.remote = { address: url.hostname, port: Number(url.port) };
    socket.on("message", (data: RawData) => this.messages.emit(decodeFrame(data)));
    socket.on("close", () => this.closes.emit());
  }

  static async open(url: string, protocols: string[] = ["sip"]): Promise<WebSocketClientConnection> {
    const socket = new WebSocket(url, protocols);
    const connection = new WebSocketClientConnection(socket, new URL(url));
    await once(socket, "open");
    return connection;
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(text: string): boolean {
    if (!this.open) return false;
    this.socket.send(text);
    return true;
  }

  close(): void {
    this.socket.close();
  }

  /** Resolves once the server has closed (or the socket otherwise ended). */
  async closed(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await once(this.socket, "close");
  }

  onMessage(listener: (text: string) => void): () => void {
    return this.messages.add(listener);
  }

  onClose(listener: () => void): () => void {
    return this.closes.add(listener);
  }
}
