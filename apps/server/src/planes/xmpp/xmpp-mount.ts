import type { FastifyBaseLogger } from "fastify";
import { originPolicy } from "@mobex/sip-proxy/transport/origin-policy";
import { createXmppServer, type XmppServer } from "@mobex/xmpp-server/xmpp-server";
import type { AppServices } from "../../app-services";
import type { UpgradeRouter } from "../upgrade-router";
import { xmppChatModules } from "./xmpp-chat-modules";
import { xmppHooks } from "./xmpp-hooks";
import { offlinePush } from "./xmpp-offline-push";

export type XmppPlane = { server: XmppServer; close(): Promise<void> };

/**
 * The chat plane (issue 13): XMPP over WebSocket at /xmpp-websocket (RFC 7395, subprotocol
 * "xmpp"), with the page origins the SIP plane allows. A device that logs out loses its chat
 * sessions at once, as it loses its SIP registrations; a user who lost every device, all of them.
 */
export function mountXmppPlane(
  router: UpgradeRouter,
  services: AppServices,
  log: FastifyBaseLogger,
): XmppPlane {
  const { config } = services;
  const chat = xmppChatModules(services, log);
  const server = createXmppServer({
    modules: chat.modules,
    hooks: {
      ...xmppHooks({
        sipSecret: config.sipSecret,
        sipDomain: config.sipDomain,
        clock: services.clock,
        directory: services.directory,
        devices: services.authenticator,
      }),
      onOfflineMessage: offlinePush(services, log),
    },
    limits: config.xmpp,
    allowOrigin: originPolicy(config.sip.allowedOrigins),
    // Hostile or broken input is worth a warning; a replaced session or a shutdown is routine.
    onStreamError: (condition, jid) => {
      const routine = ["conflict", "system-shutdown", "connection-timeout", "not-authorized"].includes(
        condition,
      );
      log[routine ? "debug" : "warn"](
        { plane: "xmpp", condition, jid },
        "closed an XMPP stream with an error",
      );
    },
    nowMs: () => services.clock.now(),
  });
  chat.attach(server);
  router.route("/xmpp-websocket", (request, socket, head) => server.handleUpgrade(request, socket, head));
  services.planes.set("xmpp", "up");
  const stopEnding = services.sessionEnds.onEnded(({ phone, sessionIds, everyDevice }) => {
    const ended = new Set(sessionIds);
    const count = server.endSessions(
      (session) => session.jid.local === phone && (everyDevice || ended.has(session.tag)),
    );
    if (count > 0) log.debug({ plane: "xmpp", phone, count }, "ended the chat sessions of ended devices");
  });
  return {
    server,
    async close() {
      services.planes.set("xmpp", "down");
      stopEnding();
      server.close();
      chat.detach();
      // What was routed is archived before the database closes.
      await chat.archive.flush();
    },
  };
}
