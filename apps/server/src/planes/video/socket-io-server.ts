import { Server as EngineServer } from "engine.io";
import { Server } from "socket.io";
import { VIDEO_MAX_MESSAGE_BYTES, VIDEO_SOCKET_PATH } from "@mobex/contracts/video";
import type { UpgradeRouter } from "../upgrade-router";

/**
 * socket.io at `/socket.io/` on the app's one port (ARCHITECTURE.md, Runtime endpoints), reached
 * through the upgrade router like every WebSocket plane: engine.io is not attached to the HTTP
 * server (it would answer upgrades of other paths and hijack requests), it is handed the upgrades
 * of its path. WebSocket only, so Fastify never sees a long-polling request.
 */
export function createSocketIoServer(router: UpgradeRouter): Server {
  // No path here: the router hands it only the upgrades of VIDEO_SOCKET_PATH.
  const engine = new EngineServer({
    transports: ["websocket"],
    allowUpgrades: false,
    // The largest frame a client may send: an SDP and its envelope (ws maxPayload).
    maxHttpBufferSize: VIDEO_MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const io = new Server({ path: VIDEO_SOCKET_PATH, serveClient: false });
  io.bind(engine);
  // The default namespace serves nothing: a client must name /video (or a later /conference).
  io.of("/").use((_socket, next) => next(new Error("unknown namespace")));
  router.route(VIDEO_SOCKET_PATH, (request, socket, head) => engine.handleUpgrade(request, socket, head));
  return io;
}
