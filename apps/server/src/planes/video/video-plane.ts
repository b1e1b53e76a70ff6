import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Server } from "socket.io";
import {
  VIDEO_EVENT_RATE,
  VIDEO_MAX_SOCKETS_PER_USER,
  VIDEO_NAMESPACE,
  type VideoClientToServerEvents,
  type VideoServerToClientEvents,
} from "@mobex/contracts/video";
import type { Clock } from "../../clock";
import { SlidingWindowLimiter } from "../../domain/auth/sliding-window-limiter";
import type { VideoSwitchboard } from "../../domain/video/video-switchboard";
import { VideoConnection, type VideoSocket } from "./video-connection";
import { handshakeRefuser } from "./handshake-refusals";
import type { VideoGate } from "./video-gate";
import {
  identify,
  tooManySockets,
  VideoConnectError,
  type VideoAuthenticate,
  type VideoIdentity,
} from "./video-identity";

type VideoNamespace = Namespace<VideoClientToServerEvents, VideoServerToClientEvents, object, VideoIdentity>;

/** Device sessions that ended (SessionEnds): logout of one device, or every device of an unlicensed user. */
export type EndedSessions = { userId: string; sessionIds: readonly string[]; everyDevice: boolean };

/** A socket whose handshake was refused this often is closed: each attempt opens a JWE. */
const MAX_REFUSED_HANDSHAKES_PER_SOCKET = 3;

export type VideoPlaneDependencies = {
  authenticate: VideoAuthenticate;
  /** Told when a socket authenticated, so that it stops counting against its address (video-gate.ts). */
  gate: Pick<VideoGate, "authenticated">;
  switchboard: VideoSwitchboard;
  onSessionsEnded(listener: (ended: EndedSessions) => void): () => void;
  clock: Clock;
  log: FastifyBaseLogger;
};

/**
 * The `/video` namespace (spec 1 §7, contracts/video.ts): a socket connects with the session token
 * in its handshake (refused as the HTTP API refuses it), at most VIDEO_MAX_SOCKETS_PER_USER per
 * user, and is served by a VideoConnection. Sockets of device sessions that end (logout,
 * unlicensing, removal) are closed, as their HTTP tokens stop working. Returns the unsubscribe.
 */
export function mountVideoNamespace(io: Server, deps: VideoPlaneDependencies): () => void {
  // One socket.io server carries namespaces with different event maps: each names its own.
  const namespace = io.of(VIDEO_NAMESPACE) as VideoNamespace;
  const log = deps.log.child({ plane: "video" });
  const socketsByUser = new Map<string, Set<VideoSocket>>();
  const events = new SlidingWindowLimiter(VIDEO_EVENT_RATE.max, VIDEO_EVENT_RATE.windowMs, deps.clock);
  const refuse = handshakeRefuser(MAX_REFUSED_HANDSHAKES_PER_SOCKET);

  namespace.use((socket, next) => {
    identify(socket.handshake.auth, deps.authenticate).then(
      (identity) => {
        if ((socketsByUser.get(identity.userId)?.size ?? 0) >= VIDEO_MAX_SOCKETS_PER_USER)
          return refuse(socket, next, new VideoConnectError(tooManySockets));
        socket.data = identity;
        next();
      },
      (error: unknown) => {
        if (error instanceof VideoConnectError) return refuse(socket, next, error);
        log.error({ err: error }, "video socket authentication failed");
        refuse(socket, next, new Error("authentication failed"));
      },
    );
  });

  namespace.on("connection", (socket) => {
    const { userId } = socket.data;
    let sockets = socketsByUser.get(userId);
    if (!sockets) socketsByUser.set(userId, (sockets = new Set()));
    sockets.add(socket);
    deps.gate.authenticated(socket.request);
    new VideoConnection(socket, deps.switchboard, events, log);
    socket.on("disconnect", (reason) => {
      sockets.delete(socket);
      if (sockets.size === 0) socketsByUser.delete(userId);
      // Left /video but kept the connection: it would count against neither its address nor its user.
      if (reason === "client namespace disconnect") socket.conn.close();
    });
  });

  return deps.onSessionsEnded(({ userId, sessionIds, everyDevice }) => {
    for (const socket of [...(socketsByUser.get(userId) ?? [])]) {
      if (everyDevice || sessionIds.includes(socket.data.sessionId)) socket.disconnect(true);
    }
  });
}
