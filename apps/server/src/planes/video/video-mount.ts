import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import type { AppServices } from "../../app-services";
import { iceServersFor } from "../../domain/video/ice-servers";
import { VideoSwitchboard } from "../../domain/video/video-switchboard";
import type { UpgradeRouter } from "../upgrade-router";
import { createSocketIoServer } from "./socket-io-server";
import { VideoGate } from "./video-gate";
import { mountVideoNamespace } from "./video-plane";

export type VideoPlane = {
  switchboard: VideoSwitchboard;
  /** The one socket.io server (`/socket.io/`) and its gate, which the conference namespace shares. */
  io: Server;
  gate: VideoGate;
  close(): Promise<void>;
};

/** The 1:1 video signalling plane (issue 11) on the app's port, wired to the domain. */
export function mountVideoPlane(
  router: UpgradeRouter,
  services: AppServices,
  log: FastifyBaseLogger,
): VideoPlane {
  const { config, clock, directory, authenticator } = services;
  const switchboard = new VideoSwitchboard({
    members: directory,
    dialPlan: services.dialPlan,
    devices: services.videoDevices,
    callRecords: services.callRecords,
    iceServers: (userId) => iceServersFor(config, userId, clock.now()),
    clock,
    ringTimeoutMs: config.video.ringTimeoutMs,
    reconnectGraceMs: config.video.reconnectGraceMs,
  });
  const gate = new VideoGate(config.video, clock);
  const io = createSocketIoServer(router, gate, config.video.authDeadlineMs);
  const stopClosingEnded = mountVideoNamespace(io, {
    gate,
    authenticate: async (token) => {
      const auth = await authenticator.authenticate(token);
      return auth && { userId: auth.user.id, tenantId: auth.tenant.id, sessionId: auth.session.id };
    },
    switchboard,
    onSessionsEnded: (listener) => services.sessionEnds.onEnded(listener),
    clock,
    log,
  });
  return {
    switchboard,
    io,
    gate,
    close: async () => {
      stopClosingEnded();
      switchboard.close();
      // Disconnects every socket: their calls end and their history is queued before the database closes.
      await io.close();
    },
  };
}
