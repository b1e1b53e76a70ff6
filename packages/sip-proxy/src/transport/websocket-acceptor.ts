import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { systemClock, type Clock, type TimerHandle } from "../clock/clock";
import { AddressCounts } from "./address-counts";
import type { Connection } from "./connection";
import { WebSocketConnection } from "./websocket-connection";

/** RFC 7118 §4: the WebSocket subprotocol for SIP. */
export const SIP_SUBPROTOCOL = "sip";

export interface WebSocketAcceptorOptions {
  onConnection: (connection: Connection) => void;
  onError?: (error: unknown) => void;
  clock?: Clock;
  /** Ping period; a socket that has not answered the previous ping is closed. */
  keepAliveIntervalMs?: number;
  /** Larger frames close the socket (ws answers 1009). */
  maxMessageBytes?: number;
  /** Open sockets one remote address may hold; the next upgrade is refused with 503. */
  maxSocketsPerAddress?: number;
  /**
   * Whether a browser page of `origin` may open a SIP socket (the upgrade's `Origin` header,
   * RFC 6455 §10.2); refused with 403 otherwise. Requests without Origin (no browser) are not asked.
   */
  allowOrigin?: (origin: string, request: IncomingMessage) => boolean;
}

export interface WebSocketAcceptor {
  /** For an HTTP server's `upgrade` event: completes the handshake when `sip` is offered. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** For a socket whose handshake someone else completed (e.g. a Fastify WebSocket route). */
  acceptSocket(socket: WebSocket, request: IncomingMessage): Connection;
  /** Listens for upgrades on `path` of `server`; returns the detach function. */
  attach(server: Server, path: string): () => void;
  close(): void;
}

export function createWebSocketAcceptor(options: WebSocketAcceptorOptions): WebSocketAcceptor {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.keepAliveIntervalMs ?? 30_000;
  const onError = options.onError ?? (() => {});
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? 256 * 1024,
    // SIP messages are small and each is read at once: compression would cost CPU per message,
    // and WebSocketConnection writes its frames uncompressed, around ws's sender.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(SIP_SUBPROTOCOL) ? SIP_SUBPROTOCOL : false),
  });
  const connections = new Set<WebSocketConnection>();
  const perAddress = new AddressCounts(options.maxSocketsPerAddress ?? Number.POSITIVE_INFINITY);
  let keepAlive: TimerHandle | undefined;
  let closed = false;

  const scheduleKeepAlive = (): void => {
    keepAlive = clock.setTimeout(() => {
      for (const connection of connections) {
        if (connection.alive) connection.ping();
        else connection.terminate();
      }
      scheduleKeepAlive();
    }, intervalMs);
  };

  /** A socket whose address is already counted (by handleUpgrade, or by acceptSocket below). */
  const accept = (socket: WebSocket, request: IncomingMessage, refusal?: string): Connection => {
    const connection = new WebSocketConnection(socket, request, onError);
    if (closed || refusal !== undefined) {
      connection.close(refusal ?? "shutting down");
      return connection;
    }
    connections.add(connection);
    connection.onClose(() => connections.delete(connection));
    if (!keepAlive) scheduleKeepAlive();
    options.onConnection(connection);
    return connection;
  };

  const acceptSocket = (socket: WebSocket, request: IncomingMessage): Connection => {
    const address = request.socket.remoteAddress ?? "";
    if (!perAddress.take(address)) return accept(socket, request, "too many sockets from this address");
    const connection = accept(socket, request);
    connection.onClose(() => perAddress.release(address));
    return connection;
  };

  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const refusal = closed ? "503 Service Unavailable" : refusalOf(request, options.allowOrigin);
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    // Counted from the handshake on (until the TCP socket closes), so that many handshakes at
    // once cannot pass the limit before any of them completes.
    const address = request.socket.remoteAddress ?? "";
    if (!perAddress.take(address)) {
      socket.end(
        "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 30\r\nContent-Length: 0\r\n\r\n",
      );
      return;
    }
    socket.once("close", () => perAddress.release(address));
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  };

  return {
    handleUpgrade,
    acceptSocket,
    attach(server, path) {
      const listener = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
        const url = new URL(request.url ?? "/", "http://localhost");
        if (url.pathname === path) handleUpgrade(request, socket, head);
      };
      server.on("upgrade", listener);
      return () => server.off("upgrade", listener);
    },
    close() {
      closed = true;
      keepAlive?.cancel();
      for (const connection of connections) connection.close("shutting down");
      connections.clear();
      wss.close();
    },
  };
}

/** Why an upgrade is refused (an HTTP status line's tail), or undefined when it may proceed. */
function refusalOf(
  request: IncomingMessage,
  allowOrigin: WebSocketAcceptorOptions["allowOrigin"],
): string | undefined {
  const offered = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
  // RFC 7118 §4: a SIP WebSocket client always offers "sip"; anything else is not ours.
  if (!offered.includes(SIP_SUBPROTOCOL)) return "400 Bad Request";
  // RFC 6455 §10.2: a server decides which pages may open sockets (no page of another site may
  // use a signed-in user's credentials from the browser).
  const origin = request.headers.origin;
  if (origin !== undefined && allowOrigin && !allowOrigin(origin, request)) return "403 Forbidden";
  return undefined;
}
