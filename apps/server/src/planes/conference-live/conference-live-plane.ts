import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Server } from "socket.io";
import {
  CONFERENCE_LIVE_EVENT_RATE,
  CONFERENCE_LIVE_MAX_SOCKETS_PER_PARTICIPANT,
  CONFERENCE_LIVE_MAX_SOCKETS_PER_ROOM,
  CONFERENCE_LIVE_NAMESPACE,
  CONFERENCE_PIN_REQUEST_RATE,
  liveConnectRefusals,
  type ConferenceLiveClientToServerEvents,
  type ConferenceLiveServerToClientEvents,
} from "@mobex/contracts/conference-live";
import type { Clock } from "../../clock";
import { SlidingWindowLimiter } from "../../domain/auth/sliding-window-limiter";
import type { LiveTicket } from "../../domain/conference/live-ticket";
import { handshakeRefuser } from "../video/handshake-refusals";
import type { VideoGate } from "../video/video-gate";
import { serveLiveSocket } from "./live-connection";
import { LiveConnectError, openHandshakeTicket, type LiveSocket, type LiveSocketData } from "./live-identity";
import { LiveRoom } from "./live-room";

type LiveNamespace = Namespace<
  ConferenceLiveClientToServerEvents,
  ConferenceLiveServerToClientEvents,
  object,
  LiveSocketData
>;

/** A connection whose handshakes were refused this often is closed: each attempt decrypts a token. */
const MAX_REFUSED_HANDSHAKES_PER_CONNECTION = 3;

export type ConferenceLiveDependencies = {
  /** deriveLiveTicketKey(config.tokenSecret): the key the rooms API seals its tickets with. */
  ticketKey: Uint8Array;
  askTimeoutMs: number;
  /** Told when a socket authenticated, so that it stops counting against its address (video-gate.ts). */
  gate: Pick<VideoGate, "authenticated">;
  clock: Clock;
  log: FastifyBaseLogger;
};

export type ConferenceLiveNamespace = {
  /** Sockets connected to a room (tests and diagnostics). */
  socketsIn(tenantId: string, roomId: string): number;
  close(): void;
};

const roomKey = ({ tenantId, roomId }: Pick<LiveTicket, "tenantId" | "roomId">) => `${tenantId}\n${roomId}`;

/**
 * The `/conference` namespace (spec 2 §7, contracts/conference-live.ts): a socket connects with the
 * live ticket of its room, at most CONFERENCE_LIVE_MAX_SOCKETS_PER_PARTICIPANT per ticket holder
 * and CONFERENCE_LIVE_MAX_SOCKETS_PER_ROOM per room, and acts only in that room (rooms are keyed by
 * tenant and room, so nothing crosses either).
 */
export function mountConferenceLiveNamespace(
  io: Server,
  deps: ConferenceLiveDependencies,
): ConferenceLiveNamespace {
  const namespace = io.of(CONFERENCE_LIVE_NAMESPACE) as LiveNamespace;
  const log = deps.log.child({ plane: "conference-live" });
  const rooms = new Map<string, LiveRoom>();
  const events = new SlidingWindowLimiter(
    CONFERENCE_LIVE_EVENT_RATE.max,
    CONFERENCE_LIVE_EVENT_RATE.windowMs,
    deps.clock,
  );
  const pinRequests = new SlidingWindowLimiter(
    CONFERENCE_PIN_REQUEST_RATE.max,
    CONFERENCE_PIN_REQUEST_RATE.windowMs,
    deps.clock,
  );
  const mayAskForPin = (socket: LiveSocket) => {
    const key = `${roomKey(socket.data.ticket)}\n${socket.data.ticket.participant}`;
    if (pinRequests.retryAfterSeconds(key) > 0) return false;
    pinRequests.record(key);
    return true;
  };
  const refuse = handshakeRefuser(MAX_REFUSED_HANDSHAKES_PER_CONNECTION);

  namespace.use((socket, next) => {
    openHandshakeTicket(socket.handshake.auth, deps.ticketKey, deps.clock.now()).then(
      (ticket) => {
        const room = rooms.get(roomKey(ticket));
        if (room && room.size >= CONFERENCE_LIVE_MAX_SOCKETS_PER_ROOM)
          return refuse(socket, next, new LiveConnectError(liveConnectRefusals.roomFull));
        if (room && room.socketsOf(ticket.participant) >= CONFERENCE_LIVE_MAX_SOCKETS_PER_PARTICIPANT)
          return refuse(socket, next, new LiveConnectError(liveConnectRefusals.tooManyForParticipant));
        socket.data = { ticket };
        next();
      },
      (error: unknown) => {
        if (error instanceof LiveConnectError) return refuse(socket, next, error);
        log.error({ err: error }, "conference socket authentication failed");
        refuse(socket, next, new Error("authentication failed"));
      },
    );
  });

  namespace.on("connection", (socket) => {
    const key = roomKey(socket.data.ticket);
    let room = rooms.get(key);
    if (!room) rooms.set(key, (room = new LiveRoom(deps.askTimeoutMs)));
    const joinedRoom = room;
    joinedRoom.add(socket);
    deps.gate.authenticated(socket.request);
    serveLiveSocket(socket, joinedRoom, events, { mayAskForPin });
    socket.on("disconnect", (reason) => {
      joinedRoom.remove(socket);
      if (joinedRoom.size === 0 && rooms.get(key) === joinedRoom) {
        joinedRoom.close();
        rooms.delete(key);
      }
      // Left /conference but kept the connection: it would count against neither its address nor its room.
      if (reason === "client namespace disconnect") socket.conn.close();
    });
  });

  return {
    socketsIn: (tenantId, roomId) => rooms.get(roomKey({ tenantId, roomId }))?.size ?? 0,
    close() {
      for (const room of rooms.values()) room.close();
      rooms.clear();
    },
  };
}
