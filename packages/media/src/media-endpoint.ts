// The server-side WebRTC endpoint: answers browsers' offers with werift and hands out media sessions
// (play, record, digits) bounded in number, time and size. It knows nothing of calls or users.
import { MediaBusyError } from "./errors";
import { FrameTicker } from "./frame-ticker";
import {
  DEFAULT_LIMITS,
  type MediaEndpoint,
  type MediaEndpointOptions,
  type MediaSession,
} from "./media-types";
import { WeriftMediaSession } from "./media-session";
import { acceptOffer } from "./offer-sdp";
import { answerWithWerift } from "./werift-answer";

export { MediaBusyError, MediaOfferError } from "./errors";
export type * from "./media-types";

export function createMediaEndpoint(options: MediaEndpointOptions): MediaEndpoint {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const ticker = new FrameTicker();
  const sessions = new Set<WeriftMediaSession>();
  // Sessions that ended but whose sockets werift is still closing: close() waits for them too.
  const releasing = new Set<Promise<void>>();
  let answering = 0;
  let closed = false;
  // werift probes the port range one port at a time and binds afterwards: two answers gathering at
  // once could pick the same port. Answers therefore gather one after the other.
  let gathering: Promise<unknown> = Promise.resolve();

  return {
    async answer(offerSdp: string): Promise<MediaSession> {
      if (closed) throw new MediaBusyError("the media endpoint is closed");
      if (sessions.size + answering >= limits.maxSessions) {
        throw new MediaBusyError(`the media endpoint already serves ${limits.maxSessions} sessions`);
      }
      const offer = acceptOffer(offerSdp);
      answering += 1;
      try {
        const answered = gathering.then(() => answerWithWerift(offer, options));
        gathering = answered.catch(() => undefined);
        const parts = await answered;
        const session = new WeriftMediaSession({
          ...parts,
          ...offer,
          ticker,
          limits,
          logger: options.logger,
        });
        sessions.add(session);
        void session.ended.then((reason) => {
          sessions.delete(session);
          const released = session.released;
          releasing.add(released);
          void released.then(() => releasing.delete(released));
          options.logger?.info("media: session ended", { id: session.id, reason });
        });
        if (closed) session.end("closed");
        return session;
      } finally {
        answering -= 1;
      }
    },
    get activeSessions() {
      return sessions.size;
    },
    async close(): Promise<void> {
      closed = true;
      for (const session of [...sessions]) session.end("closed");
      await Promise.all([...sessions].map((session) => session.released));
      await Promise.all([...releasing]);
      ticker.stop();
    },
  };
}
