import type { Server } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { SipProxy } from "@mobex/sip-proxy/sip-proxy";
import type { AppServices } from "../app-services";
import { mountConferenceLivePlane } from "./conference-live/conference-live-mount";
import type { ConferenceLiveNamespace } from "./conference-live/conference-live-plane";
import { mountMediaPlane } from "./media/media-mount";
import type { MediaPlane } from "./media/media-plane";
import { dropEndedRegistrations } from "./sip/drop-ended-registrations";
import { sfuMediaRooms } from "./sfu/sfu-media-rooms";
import { mountSfuPlane, type SfuPlane } from "./sfu/sfu-mount";
import { createSipPlane } from "./sip/sip-plane";
import { UpgradeRouter } from "./upgrade-router";
import { mountVideoPlane, type VideoPlane } from "./video/video-mount";
import { mountXmppPlane, type XmppPlane } from "./xmpp/xmpp-mount";

/** The real-time planes on the app's one port; `close` ends their sockets before the server closes. */
export type Planes = {
  sip: SipProxy;
  xmpp: XmppPlane;
  video: VideoPlane;
  conferenceLive: ConferenceLiveNamespace;
  media: MediaPlane;
  /** The conference SFU; the rooms service uses `sfu.rooms`. */
  sfu: SfuPlane;
  close(): Promise<void>;
};

/** Mounts every embedded plane at its WebSocket path (ARCHITECTURE.md, Runtime endpoints). */
export function mountPlanes(server: Server, services: AppServices, log: FastifyBaseLogger): Planes {
  const router = new UpgradeRouter(server);
  const sip = createSipPlane(
    {
      sipSecret: services.config.sipSecret,
      sipDomain: services.config.sipDomain,
      clock: services.clock,
      directory: services.directory,
      dialPlan: services.dialPlan,
      liveCalls: services.liveCalls,
      callRecords: services.callRecords,
      registeredPhones: services.registeredPhones,
      devices: services.authenticator,
      log,
      voicemail: {
        routes: services.voicemailRoutes,
        settings: services.voicemailSettings,
        registeredPhones: services.registeredPhones,
        callRecords: services.callRecords,
      },
    },
    services.config.sip,
  );
  // RFC 7118: SIP over WebSocket, subprotocol "sip" (the proxy refuses a client without it).
  router.route("/sip", (request, socket, head) => sip.handleUpgrade(request, socket, head));
  services.planes.set("sip", "up");
  const stopDroppingEnded = services.sessionEnds.onEnded(dropEndedRegistrations(sip));
  const xmpp = mountXmppPlane(router, services, log);
  const video = mountVideoPlane(router, services, log);
  const conferenceLive = mountConferenceLivePlane(video, services, log);
  const media = mountMediaPlane(sip, services, log);
  const sfu = mountSfuPlane(router, services, log);
  // The rooms service creates its rooms (and reads their publishers) in the embedded SFU.
  services.conference.media.attach(sfuMediaRooms(sfu.rooms));
  let closing: Promise<void> | undefined;
  return {
    sip,
    xmpp,
    video,
    conferenceLive,
    media,
    sfu,
    close() {
      closing ??= (async () => {
        services.planes.set("sip", "down");
        stopDroppingEnded();
        // Voicemail calls end (and hang up) before the SIP plane goes.
        await media.close();
        sip.close();
        await xmpp.close();
        conferenceLive.close();
        await video.close();
        await sfu.close();
        await router.close();
      })();
      return closing;
    },
  };
}
