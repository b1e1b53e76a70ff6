import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io";
import type {
  VideoClientToServerEvents,
  VideoErrorEvent,
  VideoServerToClientEvents,
} from "@mobex/contracts/video";
import type { SlidingWindowLimiter } from "../../domain/auth/sliding-window-limiter";
import { VideoRefusal, type VideoEndpoint } from "../../domain/video/video-endpoint";
import type { VideoSwitchboard } from "../../domain/video/video-switchboard";
import { isClientEvent, videoEventRoutes, type EventOutcome } from "./video-events";
import type { VideoIdentity } from "./video-identity";

export type VideoSocket = Socket<VideoClientToServerEvents, VideoServerToClientEvents, object, VideoIdentity>;

type Ack = (answer: unknown) => void;

/**
 * One authenticated socket of the /video namespace: every event it sends is counted, checked
 * against its schema and run by the switchboard one at a time in arrival order (so setNumber's
 * lookup ends before the callUser sent right after it runs); a refusal becomes a `videoError` and
 * the ack's `{ ok: false }`. Nothing a client sends can throw out of here.
 */
export class VideoConnection {
  readonly endpoint: VideoEndpoint;
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: VideoSocket,
    private readonly switchboard: VideoSwitchboard,
    private readonly events: SlidingWindowLimiter,
    private readonly log: FastifyBaseLogger,
  ) {
    const { userId, tenantId, sessionId } = socket.data;
    this.endpoint = {
      id: socket.id,
      userId,
      tenantId,
      sessionId,
      send: (event, ...payload) => socket.emit(event, ...payload),
    };
    socket.onAny((event: string, payload: unknown, ack: unknown) =>
      this.receive(event, payload, typeof ack === "function" ? (ack as Ack) : undefined),
    );
    // After the events already received: a call they set up ends with the socket too.
    socket.on("disconnect", () => this.enqueue(() => this.switchboard.disconnected(this.endpoint)));
  }

  private receive(event: string, payload: unknown, ack: Ack | undefined): void {
    if (this.events.retryAfterSeconds(this.socket.id) > 0) {
      const name = isClientEvent(event) ? event : "unknown";
      return this.refuse({ code: "rateLimited", message: "too many events", event: name }, ack);
    }
    this.events.record(this.socket.id);
    if (!isClientEvent(event))
      return this.refuse(
        { code: "invalidPayload", message: `unknown event ${event}`, event: "unknown" },
        ack,
      );
    const route = videoEventRoutes[event];
    const parsed = route.schema.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? `${issue.path.join(".") || "payload"}: ${issue.message}` : "invalid payload";
      return this.refuse({ code: "invalidPayload", message, event }, ack);
    }
    this.enqueue(async () => {
      let outcome: EventOutcome;
      try {
        outcome = await route.run(this.switchboard, this.endpoint, parsed.data);
      } catch (error) {
        if (!(error instanceof VideoRefusal)) throw error;
        const callId = error.callId === undefined ? {} : { callId: error.callId };
        return this.refuse({ code: error.code, message: error.message, event, ...callId }, ack);
      }
      ack?.({ ok: true, ...outcome?.answer });
      outcome?.afterAck?.();
    });
  }

  private refuse(error: VideoErrorEvent, ack: Ack | undefined): void {
    this.socket.emit("videoError", error);
    ack?.({ ok: false, error });
  }

  private enqueue(step: () => Promise<void> | void): void {
    this.turn = this.turn.then(step).catch((error: unknown) => {
      this.log.error({ err: error, userId: this.endpoint.userId }, "video event failed");
    });
  }
}
