import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { AddressCounts } from "@mobex/sip-proxy/transport/address-counts";
import { originPolicy } from "@mobex/sip-proxy/transport/origin-policy";
import type { Clock } from "../../clock";
import type { VideoPolicy } from "../../config-video";
import { SlidingWindowLimiter } from "../../domain/auth/sliding-window-limiter";

/** An HTTP answer to an upgrade the gate turns away, before engine.io sees it. */
export type VideoUpgradeRefusal = { status: string; reason: string; retryAfterSeconds?: number };

/**
 * The door of /socket.io/ (issue 11, the plane under attack): what one script may cost before it
 * has shown a session token. An upgrade from a page of another site is refused as /sip refuses it
 * (RFC 6455 §10.2, the same origin list); one address may start `handshakesPerMinute` upgrades
 * and hold `maxPendingSocketsPerAddress` sockets that have not authenticated yet. A socket that
 * authenticates leaves the pending count (the per-user cap bounds it from then on); one that never
 * does is closed by socket.io's connectTimeout (`authDeadlineMs`, socket-io-server.ts).
 */
export class VideoGate {
  private readonly allowOrigin: (origin: string, request: IncomingMessage) => boolean;
  private readonly handshakes: SlidingWindowLimiter;
  private readonly pending: AddressCounts;
  /** The release of each pending socket's slot, by its upgrade request (socket.io's `socket.request`). */
  private readonly releases = new WeakMap<IncomingMessage, () => void>();

  constructor(policy: VideoPolicy, clock: Clock) {
    this.allowOrigin = originPolicy(policy.allowedOrigins);
    this.handshakes = new SlidingWindowLimiter(policy.handshakesPerMinute, 60_000, clock);
    this.pending = new AddressCounts(policy.maxPendingSocketsPerAddress);
  }

  /** Takes a pending slot for the upgrade, or says why it is refused. */
  admit(request: IncomingMessage, socket: Duplex): VideoUpgradeRefusal | undefined {
    const origin = request.headers.origin;
    // Requests without Origin come from no browser page: no signed-in user's page can be abused.
    if (origin !== undefined && !this.allowOrigin(origin, request))
      return { status: "403 Forbidden", reason: "this page's origin may not open the video socket" };
    const address = request.socket.remoteAddress ?? "";
    const retryAfterSeconds = this.handshakes.retryAfterSeconds(address);
    if (retryAfterSeconds > 0)
      return {
        status: "429 Too Many Requests",
        reason: "too many video connection attempts from this address",
        retryAfterSeconds,
      };
    this.handshakes.record(address);
    if (!this.pending.take(address))
      return {
        status: "429 Too Many Requests",
        reason: "too many unauthenticated video connections from this address",
        retryAfterSeconds: 10,
      };
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.pending.release(address);
    };
    this.releases.set(request, release);
    socket.once("close", release);
    return undefined;
  }

  /** The socket of this upgrade authenticated: it no longer counts against its address. */
  authenticated(request: IncomingMessage): void {
    this.releases.get(request)?.();
  }
}

/** The HTTP answer of a refused upgrade; the reason in the body for a script (a browser shows none). */
export function refusalResponse({ status, reason, retryAfterSeconds }: VideoUpgradeRefusal): string {
  const retryAfter = retryAfterSeconds === undefined ? "" : `Retry-After: ${retryAfterSeconds}\r\n`;
  return (
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${retryAfter}Content-Type: text/plain; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`
  );
}
