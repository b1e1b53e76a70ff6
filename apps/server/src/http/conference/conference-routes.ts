import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import { meetingRoutes } from "./meeting-routes";
import { roomRoutes } from "./room-routes";

/** The rooms API (issue 14). Each route authenticates as its endpoint needs: guests call some. */
export async function conferenceRoutes(
  app: FastifyInstance,
  options: { services: AppServices },
): Promise<void> {
  await app.register(roomRoutes, options);
  await app.register(meetingRoutes, options);
}
