import { VIDEO_RING_TIMEOUT_MS } from "@mobex/contracts/video";
import { z } from "zod";

const count = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * What one client address may cost the video signalling plane before it has shown a session token
 * (planes/video/video-gate.ts; documented in config.ts). Once a socket authenticates, the per-user
 * cap (VIDEO_MAX_SOCKETS_PER_USER) bounds it instead. The bench raises the first two: it connects
 * a hundred parties from one address at once. The address is the TCP peer's, as on /sip: behind a
 * reverse proxy every client shares the proxy's, so raise the first two there as well.
 */
export const videoEnvVars = {
  VIDEO_MAX_PENDING_SOCKETS_PER_ADDRESS: count(1, 1_000_000, 20),
  VIDEO_HANDSHAKES_PER_MINUTE: count(1, 1_000_000, 600),
  VIDEO_AUTH_DEADLINE_SECONDS: count(1, 3600, 10),
  // Spec 1 §9's 60 s; shorter only for a test run that lets a call ring out.
  VIDEO_RING_SECONDS: count(5, 600, VIDEO_RING_TIMEOUT_MS / 1000),
  VIDEO_RECONNECT_GRACE_SECONDS: count(0, 600, 10),
};

type VideoVars = { [K in keyof typeof videoEnvVars]: z.output<(typeof videoEnvVars)[K]> };

export interface VideoPolicy {
  /** Page origins that may open /socket.io/ besides the server's own host: the same list as /sip's. */
  allowedOrigins: string[];
  /** Open sockets of one address that have not authenticated yet; the next upgrade gets 429. */
  maxPendingSocketsPerAddress: number;
  /** WebSocket upgrades one address may start a minute; the next gets 429 with Retry-After. */
  handshakesPerMinute: number;
  /** A socket that has not joined /video with a good token by then is closed. */
  authDeadlineMs: number;
  /** An offer nobody answers by then ends with callStatus noAnswer. */
  ringTimeoutMs: number;
  /**
   * How long an answered call waits for a party whose signalling socket dropped to come back on
   * the same device session (the media is peer to peer and goes on meanwhile); 0 ends it at once.
   */
  reconnectGraceMs: number;
}

export function videoPolicyOf(vars: VideoVars, allowedOrigins: string[]): VideoPolicy {
  return {
    allowedOrigins,
    maxPendingSocketsPerAddress: vars.VIDEO_MAX_PENDING_SOCKETS_PER_ADDRESS,
    handshakesPerMinute: vars.VIDEO_HANDSHAKES_PER_MINUTE,
    authDeadlineMs: vars.VIDEO_AUTH_DEADLINE_SECONDS * 1000,
    ringTimeoutMs: vars.VIDEO_RING_SECONDS * 1000,
    reconnectGraceMs: vars.VIDEO_RECONNECT_GRACE_SECONDS * 1000,
  };
}
