import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The one `upgrade` listener of the app's server: each WebSocket plane owns a path (/sip,
 * /xmpp-websocket, /janus; ARCHITECTURE.md, Runtime endpoints), anything else is refused. Fastify
 * itself never sees an upgrade (no @fastify/websocket), so exactly one party answers each.
 */
export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();
  private readonly sockets = new Set<Duplex>();
  private readonly listener: UpgradeHandler = (request, socket, head) => this.dispatch(request, socket, head);

  constructor(private readonly server: Server) {
    server.on("upgrade", this.listener);
  }

  route(path: string, handler: UpgradeHandler): void {
    if (this.routes.has(path)) throw new Error(`an upgrade handler for ${path} exists already`);
    this.routes.set(path, handler);
  }

  /**
   * Stops routing, gives the sockets the planes are closing up to `graceMs` to finish their
   * closing handshake, then destroys the rest, so that the server's own close never waits on a
   * client that does not answer.
   */
  async close(graceMs = 1000): Promise<void> {
    this.server.off("upgrade", this.listener);
    this.routes.clear();
    if (this.sockets.size > 0) {
      const allClosed = Promise.all(
        [...this.sockets].map(
          (socket) => new Promise<void>((resolve) => socket.once("close", () => resolve())),
        ),
      );
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([allClosed, grace]);
      clearTimeout(timer);
    }
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private dispatch(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on("error", () => socket.destroy());
    const handler = this.routes.get(pathOf(request));
    if (!handler) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
    handler(request, socket, head);
  }
}

function pathOf(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? "/", "http://localhost").pathname;
  } catch {
    return "";
  }
}
