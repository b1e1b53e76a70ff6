import type { IceServer } from "@mobex/contracts/video";
import type { TurnConfig } from "../../config-turn";
import { createEphemeralCredentials, EPHEMERAL_REFRESH_MARGIN_SECONDS } from "../auth/ephemeral-credentials";

export type IceServerOptions = {
  stunUrls: readonly string[];
  turn: TurnConfig | null;
  /** Credentials last as long as the access token plus the renewal margin (issue 8 §2). */
  accessTokenTtlSeconds: number;
};

export type IceServersGrant = { iceServers: IceServer[]; iceServersExpireAt: number | null };

/**
 * The RTCPeerConnection's ICE servers for one user: STUN_URLS as they are, and TURN_URLS with
 * TURN REST API credentials (draft-uberti-behave-turn-rest-00 §2.2: username "<expiry>:<user id>",
 * credential base64(HMAC-SHA1(TURN_SECRET, username))), which an unchanged coturn with
 * `use-auth-secret` and `static-auth-secret=TURN_SECRET` accepts until the expiry (epoch seconds).
 */
export function iceServersFor(options: IceServerOptions, userId: string, nowMs: number): IceServersGrant {
  const iceServers: IceServer[] = options.stunUrls.length > 0 ? [{ urls: [...options.stunUrls] }] : [];
  if (!options.turn) return { iceServers, iceServersExpireAt: null };
  const ttlSeconds = options.accessTokenTtlSeconds + EPHEMERAL_REFRESH_MARGIN_SECONDS;
  const credentials = createEphemeralCredentials(options.turn.secret, userId, nowMs, ttlSeconds);
  iceServers.push({
    urls: [...options.turn.urls],
    username: credentials.username,
    credential: credentials.password,
  });
  return { iceServers, iceServersExpireAt: credentials.expiresAt };
}
