import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";

/** RFC 7395 §3.1: the WebSocket subprotocol for XMPP. */
export const XMPP_SUBPROTOCOL = "xmpp";

/** A socket as the stream sees it, and the stream as the socket feeds it. */
export type FrameSink = { receive(frame: string, bytes: number): void; transportClosed(): void };
export type FrameSocket = { send(frame: string): void; close(): void };

export type WebSocketAcceptorOptions = {
  onSocket(socket: FrameSocket): FrameSink;
  /** ws closes a larger message itself (1009) before the stream can answer policy-violation. */
  maxMessageBytes: number;
  /** A socket that has not answered the previous WebSocket ping by the next one is closed. */
  keepAliveIntervalMs: number;
  /** Whether a browser page of `origin` may connect (RFC 6455 §10.2); refused with 403 otherwise. */
  allowOrigin?: (origin: string, request: IncomingMessage) => boolean;
};

export type WebSocketAcceptor = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
};

/** Completes WebSocket handshakes that offer `xmpp` (a client without it is refused with 400). */
export function createWebSocketAcceptor(options: WebSocketAcceptorOptions): WebSocketAcceptor {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    // Stanzas are small and read at once: compression would cost CPU for each.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(XMPP_SUBPROTOCOL) ? XMPP_SUBPROTOCOL : false),
  });
  const sockets = new Set<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  let closed = false;
  // A dead peer (a phone that lost its network) sends no close: the ping finds it, and its
  // session waits to be resumed (XEP-0198) instead of holding a socket forever.
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
    const sink = options.onSocket({
      send: (frame) => {
        if (ws.readyState === ws.OPEN) ws.send(frame);
      },
      close: () => ws.close(1000),
    });
    ws.on("message", (data: RawData) => {
      const buffer = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      sink.receive(buffer.toString("utf8"), buffer.length);
    });
    ws.on("error", () => ws.terminate());
    ws.on("close", () => {
      sockets.delete(ws);
      sink.transportClosed();
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
  allowOrigin: WebSocketAcceptorOptions["allowOrigin"],
): string | undefined {
  const offered = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
  if (!offered.includes(XMPP_SUBPROTOCOL)) return "400 Bad Request";
  const origin = request.headers.origin;
  if (origin !== undefined && allowOrigin && !allowOrigin(origin, request)) return "403 Forbidden";
  return undefined;
}
