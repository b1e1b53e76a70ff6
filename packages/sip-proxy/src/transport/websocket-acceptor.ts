import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { systemClock, type Clock, type TimerHandle } from "../clock/clock";
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
    handleProtocols: (protocols) => (protocols.has(SIP_SUBPROTOCOL) ? SIP_SUBPROTOCOL : false),
  });
  const connections = new Set<WebSocketConnection>();
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

  const acceptSocket = (socket: WebSocket, request: IncomingMessage): Connection => {
    const connection = new WebSocketConnection(socket, request, onError);
    if (closed) {
      connection.close("shutting down");
      return connection;
    }
    connections.add(connection);
    connection.onClose(() => connections.delete(connection));
    if (!keepAlive) scheduleKeepAlive();
    options.onConnection(connection);
    return connection;
  };

  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const offered = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
    if (closed || !offered.includes(SIP_SUBPROTOCOL)) {
      // RFC 7118 §4: a SIP WebSocket client always offers "sip"; anything else is not ours.
      socket.end(`HTTP/1.1 ${closed ? "503 Service Unavailable" : "400 Bad Request"}\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => acceptSocket(ws, request));
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
