import {
  cancelMeetingEndpoint,
  guestTokenEndpoint,
  invitePeopleEndpoint,
  scheduledRoomsEndpoint,
} from "@mobex/contracts/conference";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppServices } from "../../app-services";
import type { ConferenceMember } from "../../domain/conference/conference-member";
import { ConferenceError } from "../../domain/conference/conference-error";
import { bearerToken } from "../bearer-token";
import { conferenceRoute, sessionInBody, memberOf, roomParam } from "./conference-route";

/**
 * spec 2 §7 Conference host: rooms/roomsscheduled, rooms/invitepeople, DELETE rooms/:roomUrlId and
 * rooms/gettoken (no session: a guest asks for a token; bounded per room, invitee and address).
 */
export function meetingRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  const { meetings, limits } = services.conference;

  const bearerMember = async (request: FastifyRequest): Promise<ConferenceMember> => {
    const token = bearerToken(request);
    if (token === null) throw new ConferenceError("noToken");
    return memberOf(services, token);
  };

  conferenceRoute(app, scheduledRoomsEndpoint, async (_body, request) =>
    meetings.scheduled(await bearerMember(request)),
  );

  conferenceRoute(
    app,
    invitePeopleEndpoint,
    async (body, request) =>
      meetings.invite(await memberOf(services, body.token), roomParam(request, "roomUrlId"), body.invite),
    sessionInBody(services),
  );

  conferenceRoute(app, cancelMeetingEndpoint, async (body, request) => {
    const member = await bearerMember(request);
    await meetings.cancel(member, roomParam(request, "roomUrlId"), body.cancel_notes ?? "");
    return null;
  });

  conferenceRoute(app, guestTokenEndpoint, async (body, request) => {
    const roomId = roomParam(request, "roomUrlId");
    if (!limits.admitTokenMail(roomId, body.email, request.ip))
      throw new ConferenceError("guestTokenRequests");
    await meetings.sendGuestToken(roomId, body.email);
    return null;
  });
}
