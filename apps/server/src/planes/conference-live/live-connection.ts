import type { LiveErrorCode, LiveErrorEvent } from "@mobex/contracts/conference-live";
import type { SlidingWindowLimiter } from "../../domain/auth/sliding-window-limiter";
import { isLiveClientEvent, liveEventRoutes, namedRoom, type LiveEventContext } from "./live-events";
import type { LiveSocket } from "./live-identity";
import type { LiveRoom } from "./live-room";

type Ack = (answer: unknown) => void;

const messages: Record<LiveErrorCode, string> = {
  invalidPayload: "invalid payload",
  rateLimited: "too many events",
  wrongRoom: "this token is for another room",
  notModerator: "only a moderator may answer a join request",
  noSuchRequest: "no such join request in this room",
  alreadyAsking: "this socket is already asking to join",
  tooManyRequests: "too many join requests are waiting in this room",
  notJoined: "join the room as this participant first",
  userIdTaken: "another participant joined with this id",
};

/**
 * Serves one authenticated socket of /conference: every event it sends is counted, checked
 * against its schema and its ticket's room, then run by the room; a refusal is the ack's
 * `{ ok: false }` or, without an ack, a `liveError`. Nothing a client sends can throw out of here.
 */
export function serveLiveSocket(
  socket: LiveSocket,
  room: LiveRoom,
  events: SlidingWindowLimiter,
  context: LiveEventContext,
): void {
  const refuse = (code: LiveErrorCode, event: string, ack: Ack | undefined, message = messages[code]) => {
    const error: LiveErrorEvent = { code, message, event };
    if (ack) ack({ ok: false, error });
    else socket.emit("liveError", error);
  };

  socket.onAny((event: string, payload: unknown, ack: unknown) => {
    const answer = typeof ack === "function" ? (ack as Ack) : undefined;
    if (events.retryAfterSeconds(socket.id) > 0) return refuse("rateLimited", event, answer);
    events.record(socket.id);
    if (!isLiveClientEvent(event)) return refuse("invalidPayload", event, answer, `unknown event ${event}`);
    const eventRoute = liveEventRoutes[event];
    const parsed = eventRoute.schema.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? `${issue.path.join(".") || "payload"}: ${issue.message}` : "invalid payload";
      return refuse("invalidPayload", event, answer, message);
    }
    const roomNamed = namedRoom(parsed.data);
    if (roomNamed !== undefined && roomNamed !== socket.data.ticket.roomId)
      return refuse("wrongRoom", event, answer);
    const refusal = eventRoute.run(room, socket, parsed.data, context);
    if (refusal) return refuse(refusal, event, answer);
    answer?.({ ok: true });
  });
}
