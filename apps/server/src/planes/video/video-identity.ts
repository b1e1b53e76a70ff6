import { errorCatalogue } from "@mobex/contracts/errors";
import { videoHandshakeAuthSchema, type VideoConnectRefusal } from "@mobex/contracts/video";

/** Who a socket belongs to, decided once at connect. */
export type VideoIdentity = { userId: string; tenantId: string; sessionId: string };

/** The session check of the HTTP API (SessionAuthenticator): null when the JWE does not open a live session. */
export type VideoAuthenticate = (token: string) => Promise<VideoIdentity | null>;

/** A connect_error that carries the refusal's code in `data`, which socket.io-client hands the app. */
export class VideoConnectError extends Error {
  readonly data: VideoConnectRefusal;

  constructor(refusal: VideoConnectRefusal) {
    super(refusal.message);
    this.data = refusal;
  }
}

const refusal = (key: "jweTokenExpired" | "unauthorised"): VideoConnectRefusal => ({
  code: errorCatalogue[key].code,
  message: errorCatalogue[key].message,
});

/**
 * The handshake's `auth.token` checked exactly as the HTTP API checks a body's token: an expired,
 * unknown, revoked or unlicensed one is 407 'JWE Token Expired', from which the client renews
 * (spec 1 §4, §8); a handshake without a token is 401.
 */
export async function identify(auth: unknown, authenticate: VideoAuthenticate): Promise<VideoIdentity> {
  const parsed = videoHandshakeAuthSchema.safeParse(auth);
  if (!parsed.success) throw new VideoConnectError(refusal("unauthorised"));
  const identity = await authenticate(parsed.data.token);
  if (!identity) throw new VideoConnectError(refusal("jweTokenExpired"));
  return identity;
}

/** More sockets than VIDEO_MAX_SOCKETS_PER_USER for one user. */
export const tooManySockets: VideoConnectRefusal = {
  code: 429,
  message: "Too many video connections for this user: close another tab or device",
};
