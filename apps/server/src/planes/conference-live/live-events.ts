import type { z } from "zod/mini";
import {
  answerPinRequestSchema,
  liveJoinSchema,
  liveLeaveSchema,
  liveStatusPayloadSchema,
  requestPinSchema,
  type ConferenceLiveClientToServerEvents,
  type LiveErrorCode,
} from "@mobex/contracts/conference-live";
import type { LiveSocket } from "./live-identity";
import type { LiveRoom } from "./live-room";

type ClientEvent = keyof ConferenceLiveClientToServerEvents;

/** What an event may use besides its room: the per-participant budget of join requests. */
export type LiveEventContext = { mayAskForPin(socket: LiveSocket): boolean };

/** One client event: its payload's schema and what the room does with a valid one (a refusal's code). */
type EventRoute<S extends z.ZodMiniType> = {
  schema: S;
  run(
    room: LiveRoom,
    socket: LiveSocket,
    payload: z.output<S>,
    context: LiveEventContext,
  ): LiveErrorCode | void;
};

function route<S extends z.ZodMiniType>(schema: S, run: EventRoute<S>["run"]): EventRoute<S> {
  return { schema, run };
}

/** spec 2 §7's events, client to server (contracts/conference-live.ts documents each). */
export const liveEventRoutes: { [E in ClientEvent]: EventRoute<z.ZodMiniType> } = {
  requestpin: route(requestPinSchema, (room, socket, { name }, context) =>
    context.mayAskForPin(socket) ? room.pinRequests.ask(socket, name) : "rateLimited",
  ),
  // No room in the payload: the request is looked up among this room's only.
  responserequestpin: route(answerPinRequestSchema, (room, socket, { socketId, allow, pin }) =>
    socket.data.ticket.moderator ? room.pinRequests.answer(socket, socketId, allow, pin) : "notModerator",
  ),
  join: route(liveJoinSchema, (room, socket, { userId }) => room.join(socket, userId)),
  status: route(liveStatusPayloadSchema, (room, socket, { userId, status }) =>
    room.status(socket, userId, status),
  ),
  leave: route(liveLeaveSchema, (room, socket) => room.leave(socket)),
};

export function isLiveClientEvent(event: string): event is ClientEvent {
  return Object.hasOwn(liveEventRoutes, event);
}

/** The room a payload names, if it names one: it must be the ticket's. */
export function namedRoom(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null || !("room" in payload)) return undefined;
  return typeof payload.room === "string" ? payload.room : undefined;
}
