import type { FastifyBaseLogger } from "fastify";
import { decodeWav, encodeWav } from "@mobex/media/pcm";
import type { SipProxy } from "@mobex/sip-proxy/sip-proxy";
import type { AppServices } from "../../app-services";
import { MAX_GREETING_MS } from "../../domain/voicemail/mailbox-menu";
import { notifyMessageWaiting } from "../../domain/voicemail/message-waiting";
import { loadPrompts } from "../../domain/voicemail/voicemail-prompts";
import { VoicemailService } from "../../domain/voicemail/voicemail-service";
import type { WavCodec } from "../../domain/voicemail/voicemail-media";
import { pinoLogger } from "../sip/sip-plane";
import { voicemailAorOf } from "../sip/voicemail-aor";
import { createMediaPlane, type MediaPlane } from "./media-plane";
import { voicemailHooks } from "./voicemail-hooks";

const wav: WavCodec = { encode: encodeWav, decode: decodeWav };

/** The media plane with the voicemail service on it (issue 12), and the mailboxes' message-waiting notices. */
export function mountMediaPlane(sip: SipProxy, services: AppServices, log: FastifyBaseLogger): MediaPlane {
  const { config, clock, voicemail: store } = services;
  const logger = pinoLogger(log.child({ plane: "media" }));
  const voicemailAor = voicemailAorOf(config.sipDomain);
  const service = loadPrompts(wav).then(
    (prompts) =>
      new VoicemailService({
        store,
        prompts,
        wav,
        clock,
        settings: services.voicemailSettings,
        ownerOf: async (userId) => (await services.users.findWithTenant(userId))?.user,
        mailer: services.mailer,
        log,
        maxMessageMs: config.voicemail.maxMessageSeconds * 1000,
      }),
  );
  const plane = createMediaPlane(
    // The longest recording: a message, or a greeting (mailbox-menu.ts).
    { ...config.media, maxRecordingMs: Math.max(config.voicemail.maxMessageSeconds * 1000, MAX_GREETING_MS) },
    sip,
    voicemailAor,
    voicemailHooks(services.voicemailRoutes, service),
    logger,
  );
  const stopNotices = notifyMessageWaiting({
    store,
    aorOf: async (userId) => {
      const phone = (await services.users.findWithTenant(userId))?.user.phone;
      return phone === undefined ? undefined : `sip:${phone}@${config.sipDomain}`;
    },
    send: (aor, contentType, body) => plane.sendMessage(aor, contentType, body),
    log,
  });
  return {
    endpoint: plane.endpoint,
    sendMessage: (toAor, contentType, body) => plane.sendMessage(toAor, contentType, body),
    async close() {
      stopNotices();
      await plane.close();
    },
  };
}
