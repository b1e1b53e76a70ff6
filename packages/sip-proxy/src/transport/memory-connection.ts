import { randomUUID } from "node:crypto";
import type { Connection, RemoteAddress, ViaTransport } from "./connection";
import { ListenerSet } from "./listener-set";

export interface MemoryConnectionOptions {
  remote?: RemoteAddress;
  transport?: ViaTransport;
  /** False makes the transaction layer use its retransmission timers, as over UDP. */
  reliable?: boolean;
}

class MemoryEnd implements Connection {
  readonly id = randomUUID();
  peer!: MemoryEnd;
  open = true;
  private readonly messages = new ListenerSet<[string]>();
  private readonly closes = new ListenerSet<[]>();

  constructor(
    readonly remote: RemoteAddress,
    readonly transport: ViaTransport,
    readonly reliable: boolean,
  ) {}

  send(text: string): boolean {
    if (!this.open) return false;
    const peer = this.peer;
    // Delivered on a later microtask, like a socket: a sender never re-enters its own handler.
    queueMicrotask(() => {
      if (peer.open) peer.messages.emit(text);
    });
    return true;
  }

  close(): void {
    if (!this.open) return;
    this.shut();
    this.peer.shut();
  }

  onMessage(listener: (text: string) => void): () => void {
    return this.messages.add(listener);
  }

  onClose(listener: () => void): () => void {
    return this.closes.add(listener);
  }

  private shut(): void {
    if (!this.open) return;
    this.open = false;
    this.closes.emit();
    this.messages.clear();
    this.closes.clear();
  }
}

let nextPort = 40000;

/**
 * Two connected ends for tests: give `server` to the proxy, speak SIP on `client`.
 * Each pair gets a distinct remote port so that `received`/`rport` tell clients apart.
 */
export function createMemoryConnectionPair(options: MemoryConnectionOptions = {}): {
  server: Connection;
  client: Connection;
} {
  const remote = options.remote ?? { address: "127.0.0.1", port: nextPort++ };
  const transport = options.transport ?? "WS";
  const reliable = options.reliable ?? true;
  const server = new MemoryEnd(remote, transport, reliable);
  const client = new MemoryEnd({ address: "127.0.0.1", port: 8080 }, transport, reliable);
  server.peer = client;
  client.peer = server;
  return { server, client };
}
