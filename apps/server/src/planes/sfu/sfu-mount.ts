import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { originPolicy } from "@mobex/sip-proxy/transport/origin-policy";
import { createSfu, type Sfu, type SfuRooms } from "@mobex/sfu/sfu";
import type { AppServices } from "../../app-services";
import type { UpgradeRouter } from "../upgrade-router";

export type SfuPlane = {
  sfu: Sfu;
  /** What the rooms service uses: ensure/destroy/exists/participants/publishers of a room. */
  rooms: SfuRooms;
  close(): Promise<void>;
};

/**
 * The conference media plane (issue 14): the Janus API at /janus (subprotocol "janus-protocol"),
 * VideoRoom and TextRoom, media on the MEDIA_* address and UDP range that voicemail uses. Rooms
 * are made by the rooms service through `sfu.rooms`; over the API only with the admin key, which
 * is derived from the server's secret so a browser can never create one.
 */
export function mountSfuPlane(
  router: UpgradeRouter,
  services: AppServices,
  log: FastifyBaseLogger,
): SfuPlane {
  const { config } = services;
  const sfu = createSfu({
    network: config.media,
    // Voicemail answers from the same range: the SFU leaves it a fifth.
    limits: {
      maxPeers: Math.max(10, Math.floor((config.media.portRange[1] - config.media.portRange[0] + 1) * 0.8)),
    },
    adminKey: createHmac("sha256", config.sipSecret).update("janus admin_key").digest("base64url"),
    allowOrigin: originPolicy(config.sip.allowedOrigins),
    onError: (error) => log.warn({ plane: "sfu", err: error }, "SFU request failed"),
  });
  router.route("/janus", (request, socket, head) => sfu.handleUpgrade(request, socket, head));
  services.planes.set("sfu", "up");
  return {
    sfu,
    rooms: sfu.rooms,
    close() {
      services.planes.set("sfu", "down");
      sfu.close();
      return Promise.resolve();
    },
  };
}
