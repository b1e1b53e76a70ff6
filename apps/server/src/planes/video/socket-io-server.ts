import { Server as EngineServer } from "engine.io";
import { Server } from "socket.io";
import { VIDEO_MAX_MESSAGE_BYTES, VIDEO_SOCKET_PATH } from "@mobex/contracts/video";
import type { UpgradeRouter } from "../upgrade-router";
import { refusalResponse, type VideoGate } from "./video-gate";

/**
 * socket.io at `/socket.io/` on the app's one port (ARCHITECTURE.md, Runtime endpoints), reached
 * through the upgrade router like every WebSocket plane: engine.io is not attached to the HTTP
 * server (it would answer upgrades of other paths and hijack requests), it is handed the upgrades
 * of its path that the gate lets in. WebSocket only, so Fastify never sees a long-polling request.
 */
export function createSocketIoServer(router: UpgradeRouter, gate: VideoGate, authDeadlineMs: number): Server {
  // No path here: the router hands it only the upgrades of VIDEO_SOCKET_PATH.
  const engine = new EngineServer({
    transports: ["websocket"],
    allowUpgrades: false,
    // The largest frame a client may send: an SDP and its envelope (ws maxPayload; a larger one
    // closes that socket with 1009), not engine.io's 1 MB default.
    maxHttpBufferSize: VIDEO_MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  // connectTimeout: a socket that has joined no namespace (no good token) by then is closed.
  const io = new Server({ path: VIDEO_SOCKET_PATH, serveClient: false, connectTimeout: authDeadlineMs });
  io.bind(engine);
  // The default namespace serves nothing: a client must name /video or /conference.
  io.of("/").use((_socket, next) => next(new Error("unknown namespace")));
  router.route(VIDEO_SOCKET_PATH, (request, socket, head) => {
    const refusal = gate.admit(request, socket);
    if (refusal) return void socket.end(refusalResponse(refusal));
    engine.handleUpgrade(request, socket, head);
  });
  return io;
}
