import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { JanusCore } from "./janus-core";

/** The subprotocol janus.js asks for (Janus `transports/janus_websockets.c`). */
export const JANUS_SUBPROTOCOL = "janus-protocol";

export type TransportOptions = {
  maxMessageBytes: number;
  /** A socket that has not answered the previous WebSocket ping by the next one is closed. */
  keepAliveIntervalMs: number;
  /** Whether a browser page of `origin` may connect; refused with 403 otherwise. */
  allowOrigin?: (origin: string, request: IncomingMessage) => boolean;
};

export type JanusTransport = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
};

/** The Janus WebSocket transport: one core connection per socket, JSON text frames both ways. */
export function createJanusTransport(core: JanusCore, options: TransportOptions): JanusTransport {
  const wss = new WebSocketServer({
    noServer: true,
    // ws closes a larger message itself (1009): an SDP of 32 m-lines is far below the bound.
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(JANUS_SUBPROTOCOL) ? JANUS_SUBPROTOCOL : false),
  });
  const sockets = new Set<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  let closed = false;
  const keepAlive = setInterval(() => {
    for (const ws of sockets) {
      if (!answered.delete(ws)) ws.terminate();
      else ws.ping();
    }
  }, options.keepAliveIntervalMs);
  keepAlive.unref();

  const accept = (ws: WebSocket): void => {
    sockets.add(ws);
    answered.add(ws);
    ws.on("pong", () => answered.add(ws));
    const connection = core.connect((message) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    });
    ws.on("message", (data: RawData, isBinary: boolean) => {
      const buffer = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      connection.receive(isBinary ? "\u0000" : buffer.toString("utf8"));
    });
    ws.on("error", () => ws.terminate());
    ws.on("close", () => {
      sockets.delete(ws);
      connection.close();
    });
  };

  return {
    handleUpgrade(request, socket, head) {
      const refusal = closed ? "503 Service Unavailable" : refusalOf(request, options.allowOrigin);
      if (refusal) {
        socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(request, socket, head, accept);
    },
    close() {
      closed = true;
      clearInterval(keepAlive);
      for (const ws of sockets) ws.terminate();
      wss.close();
    },
  };
}

function refusalOf(
  request: IncomingMessage,
  allowOrigin: TransportOptions["allowOrigin"],
): string | undefined {
  const offered = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
  if (!offered.includes(JANUS_SUBPROTOCOL)) return "400 Bad Request";
  const origin = request.headers.origin;
  if (origin !== undefined && allowOrigin && !allowOrigin(origin, request)) return "403 Forbidden";
  return undefined;
}
