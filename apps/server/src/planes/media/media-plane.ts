import { createMediaEndpoint, type MediaEndpoint } from "@mobex/media/media-endpoint";
import type { Logger, SipProxy } from "@mobex/sip-proxy/sip-proxy";
import type { MediaConfig } from "../../config-voicemail";
import { localMediaAgent, type LocalMediaHooks } from "./local-media-agent";

export type MediaPlane = { endpoint: MediaEndpoint; close(): Promise<void> };

/**
 * The server-side media plane (packages/media): one endpoint on the configured address and UDP
 * ports, answering at `aor` through the SIP plane's in-process user agent.
 */
export function createMediaPlane<Route>(
  config: MediaConfig,
  sip: Pick<SipProxy, "serveLocal">,
  aor: string,
  hooks: LocalMediaHooks<Route>,
  logger: Logger,
): MediaPlane {
  const endpoint = createMediaEndpoint({
    bindAddress: config.bindAddress,
    announcedAddress: config.announcedAddress ?? undefined,
    portRange: config.portRange,
    logger: {
      info: (message, data) => logger.info(message, data as Record<string, unknown>),
      warn: (message, data) => logger.warn(message, data as Record<string, unknown>),
      error: (message, data) => logger.error(message, data as Record<string, unknown>),
    },
  });
  const detach = sip.serveLocal(aor, localMediaAgent(endpoint, hooks, logger));
  return {
    endpoint,
    async close() {
      detach();
      await endpoint.close();
    },
  };
}
