import { createMediaEndpoint, type MediaEndpoint } from "@mobex/media/media-endpoint";
import type { Logger, SipProxy } from "@mobex/sip-proxy/sip-proxy";
import type { MediaConfig } from "../../config-voicemail";
import { localMediaAgent, type LocalMediaHooks } from "./local-media-agent";

export type MediaPlane = {
  endpoint: MediaEndpoint;
  /** An out-of-dialog MESSAGE from the served AoR to every device of `toAor` (sip-proxy's LocalService). */
  sendMessage(toAor: string, contentType: string, body: string): Promise<number>;
  close(): Promise<void>;
};

/**
 * The server-side media plane (packages/media): one endpoint on the configured address and UDP
 * ports, answering at `aor` through the SIP plane's in-process user agent.
 */
export function createMediaPlane<Route>(
  config: MediaConfig & { maxRecordingMs: number },
  sip: Pick<SipProxy, "serveLocal">,
  aor: string,
  hooks: LocalMediaHooks<Route>,
  logger: Logger,
): MediaPlane {
  const endpoint = createMediaEndpoint({
    bindAddress: config.bindAddress,
    announcedAddress: config.announcedAddress ?? undefined,
    portRange: config.portRange,
    limits: { maxRecordingMs: config.maxRecordingMs },
    // The endpoint's context is a plain object of fields, as pino and the proxy's logger take them.
    logger: {
      info: (message, data) => logger.info(message, data as Record<string, unknown> | undefined),
      warn: (message, data) => logger.warn(message, data as Record<string, unknown> | undefined),
      error: (message, data) => logger.error(message, data as Record<string, unknown> | undefined),
    },
  });
  const service = sip.serveLocal(aor, localMediaAgent(endpoint, hooks, logger));
  return {
    endpoint,
    sendMessage: (toAor, contentType, body) => service.sendMessage(toAor, contentType, body),
    async close() {
      service();
      await endpoint.close();
    },
  };
}
