import {
  createRoomEndpoint,
  joinRoomEndpoint,
  roomContactsEndpoint,
  roomInfoEndpoint,
  roomParticipantsEndpoint,
} from "@mobex/contracts/conference";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppServices } from "../../app-services";
import { ConferenceError } from "../../domain/conference/conference-error";
import type { JoinBearer } from "../../domain/conference/rooms-service";
import { bearerToken } from "../bearer-token";
import { conferenceRoute, sessionInBody, memberOf, optionalMemberOf, roomParam } from "./conference-route";

/** A JWE in compact serialisation has five parts (RFC 7516 §7.1); a guest token has none. */
const isJwe = (token: string): boolean => token.split(".").length === 5;

/**
 * spec 2 §7 Conference host: rooms/create, the room info lookup, rooms/join, rooms/participants and
 * the invitee contacts. Lookups and joins need no session (guests) and are bounded per address.
 */
export function roomRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  const { rooms, limits } = services.conference;

  const admitLookup = (request: FastifyRequest): void => {
    if (!limits.admitLookup(request.ip)) throw new ConferenceError("roomRequests");
  };

  conferenceRoute(
    app,
    createRoomEndpoint,
    async (body, request) => {
      const roomId = roomParam(request, "roomId");
      return rooms.create(await memberOf(services, body.token), roomId, body);
    },
    sessionInBody(services),
  );

  conferenceRoute(app, roomInfoEndpoint, async (body, request) => {
    admitLookup(request);
    return rooms.info(roomParam(request, "roomId"), await optionalMemberOf(services, body.token));
  });

  conferenceRoute(app, joinRoomEndpoint, async (_body, request) => {
    if (!limits.admitJoin(request.ip)) throw new ConferenceError("roomRequests");
    const token = bearerToken(request);
    if (token === null) throw new ConferenceError("noToken");
    const bearer: JoinBearer = isJwe(token)
      ? { kind: "member", member: await memberOf(services, token) }
      : { kind: "guestToken", token };
    return rooms.join(roomParam(request, "roomId"), bearer);
  });

  conferenceRoute(app, roomParticipantsEndpoint, async (body, request) => {
    admitLookup(request);
    await optionalMemberOf(services, body.token);
    return rooms.participants(roomParam(request, "roomId"));
  });

  conferenceRoute(
    app,
    roomContactsEndpoint,
    async (body) => rooms.contacts(await memberOf(services, body.token)),
    sessionInBody(services),
  );
}
