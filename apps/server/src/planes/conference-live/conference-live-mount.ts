import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../app-services";
import { deriveLiveTicketKey } from "../../domain/conference/live-ticket";
import type { VideoPlane } from "../video/video-mount";
import { mountConferenceLiveNamespace, type ConferenceLiveNamespace } from "./conference-live-plane";

/**
 * The conference live channel (issue 14) on the socket.io server the video plane created: one
 * endpoint, `/socket.io/`, behind the same gate, with a namespace per plane (ARCHITECTURE.md).
 * Its sockets close with that server, when the video plane closes.
 */
export function mountConferenceLivePlane(
  video: Pick<VideoPlane, "io" | "gate">,
  services: AppServices,
  log: FastifyBaseLogger,
): ConferenceLiveNamespace {
  const { config, clock } = services;
  return mountConferenceLiveNamespace(video.io, {
    ticketKey: deriveLiveTicketKey(config.tokenSecret),
    askTimeoutMs: config.conferenceLive.askTimeoutMs,
    gate: video.gate,
    clock,
    log,
  });
}
