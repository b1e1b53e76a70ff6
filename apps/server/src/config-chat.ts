import type { z } from "zod";
import { commaList } from "./config-readers";

/**
 * The chat API's settings (issue 13; documented in config.ts). CHAT_PREVIEW_ALLOW_HOSTS is for
 * tests only: `host:port` pairs that link previews (and push deliveries) may reach although they
 * are not public addresses, so that an end-to-end test can preview a page served on loopback.
 */
export const chatEnvVars = {
  CHAT_PREVIEW_ALLOW_HOSTS: commaList(
    /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/,
    "must be host:port pairs",
  ),
};

type ChatVars = z.output<z.ZodObject<typeof chatEnvVars>>;

export interface ChatPolicy {
  /** `host:port` pairs reached whatever their address (off by default). */
  previewAllowHosts: string[];
}

export function chatPolicyOf(vars: ChatVars): ChatPolicy {
  return { previewAllowHosts: vars.CHAT_PREVIEW_ALLOW_HOSTS };
}
