// zod/mini: the web client's conference-live service imports these schemas (see envelope.ts).
import { z } from "zod/mini";

/**
 * The conference live channel (spec 2 §7: "Live socket to the conference server, authenticated
 * with an encrypted token over websocket"): socket.io namespace {@link CONFERENCE_LIVE_NAMESPACE}
 * on the server's one socket.io endpoint (path VIDEO_SOCKET_PATH, contracts/video.ts).
 *
 * The handshake carries `auth: { token }`, the `liveToken` of the rooms API's room info lookup: an
 * encrypted ticket bound to one tenant and room that says whether its holder moderates. A socket
 * acts only in its ticket's room; a `room` naming another is refused with `wrongRoom`.
 *
 * Ask to join (spec 2 §4 "Approval"), as the server sees one request:
 *
 *   requestpin ─┬─ no moderator connected ──────────────────────► responserequestpin nomoderator
 *               └─► pending ─┬─ a moderator answers ────────────► responserequestpin allow/deny
 *                            │                                    (+ pinrequestedresponded to the others)
 *                            ├─ no answer in the ask timeout ───► responserequestpin nomoderator
 *                            ├─ the last moderator goes ────────► responserequestpin nomoderator
 *                            └─ the requester goes ─────────────► pinrequestedresponded (cancelled)
 *
 * Every client event may carry an ack, answered {@link LiveAck}; a refused event without an ack is
 * answered with `liveError`.
 */
export const CONFERENCE_LIVE_NAMESPACE = "/conference";

// ── limits ───────────────────────────────────────────────────────────────────────────────────────
/** spec 2 §8: 'No one in the room to answer' after this long without an answer (CONFERENCE_ASK_TIMEOUT_SECONDS). */
export const CONFERENCE_ASK_TIMEOUT_MS = 60_000;
/** requestpin per participant (ticket holder) in one window: asking again after a denial, not a flood. */
export const CONFERENCE_PIN_REQUEST_RATE = { max: 5, windowMs: 60_000 } as const;
/** Any event per socket in one window (status changes are a few a minute; a script gets `rateLimited`). */
export const CONFERENCE_LIVE_EVENT_RATE = { max: 100, windowMs: 10_000 } as const;
/** Requests waiting for a moderator in one room; more get `tooManyRequests` (the moderators' toasts stay readable). */
export const CONFERENCE_MAX_PENDING_PIN_REQUESTS = 20;
/** Sockets one ticket holder may keep in a room (tabs, reconnects); the next is refused with 429. */
export const CONFERENCE_LIVE_MAX_SOCKETS_PER_PARTICIPANT = 5;
/** Sockets in one room; the next is refused with 429. */
export const CONFERENCE_LIVE_MAX_SOCKETS_PER_ROOM = 300;

// ── handshake ────────────────────────────────────────────────────────────────────────────────────
export const liveHandshakeAuthSchema = z.object({
  token: z.string().check(z.minLength(1, "token is required"), z.maxLength(4096)),
});
export type LiveHandshakeAuth = z.infer<typeof liveHandshakeAuthSchema>;

/**
 * `connect_error` err.data: 401 no token, or one that does not open or has expired (look the room
 * up again for a new one); 429 too many sockets for this participant or room.
 */
export type LiveConnectRefusal = { code: 401 | 429; message: string };

export const liveConnectRefusals = {
  noToken: { code: 401, message: "A conference token is required" },
  badToken: { code: 401, message: "The conference token is invalid or expired" },
  tooManyForParticipant: { code: 429, message: "Too many connections to this room: close another tab" },
  roomFull: { code: 429, message: "Too many connections to this room" },
} as const satisfies Record<string, LiveConnectRefusal>;

// ── shared pieces ────────────────────────────────────────────────────────────────────────────────
/** The room code (13 characters, spec 2 §9); checked against the ticket's room, so only bounded here. */
const roomSchema = z.string().check(z.minLength(1, "room is required"), z.maxLength(64));
/** A participant (feed) id: up to 4 random digits followed by the phone (spec 2 §3), or a guest's digits. */
const userIdSchema = z.string().check(z.minLength(1, "userId is required"), z.maxLength(64));
/** socket.io socket ids are 20 characters. */
const socketIdSchema = z.string().check(z.minLength(1, "socketId is required"), z.maxLength(64));
const pinSchema = z.string().check(z.minLength(1, "pin is required"), z.maxLength(64));

/** spec 2 §7 status: what a participant shows the others (raised hand, muted microphone, camera off). */
export const liveStatusSchema = z.object({
  handRaised: z.boolean(),
  audioMuted: z.boolean(),
  videoMuted: z.boolean(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

// ── client → server payloads ─────────────────────────────────────────────────────────────────────
/** requestpin — a participant without the pin asks the room's moderators to let `name` in. */
export const requestPinSchema = z.object({
  room: roomSchema,
  name: z.string().check(z.trim(), z.minLength(1, "name is required"), z.maxLength(100)),
});
export type RequestPinPayload = z.infer<typeof requestPinSchema>;

/** responserequestpin — a moderator answers the request of `socketId`; Allow carries the room's pin. */
export const answerPinRequestSchema = z
  .object({ socketId: socketIdSchema, allow: z.boolean(), pin: z.optional(pinSchema) })
  .check(z.refine((answer) => !answer.allow || answer.pin !== undefined, "pin is required to allow"));
export type AnswerPinRequestPayload = z.infer<typeof answerPinRequestSchema>;

/** join — the socket's participant entered the room's media as feed `userId`; `leave` is told with it. */
export const liveJoinSchema = z.object({ room: roomSchema, userId: userIdSchema });
export type LiveJoinPayload = z.infer<typeof liveJoinSchema>;

/** status — the joined participant's new status, relayed to the room's other joined sockets. */
export const liveStatusPayloadSchema = z.object({
  room: roomSchema,
  userId: userIdSchema,
  status: liveStatusSchema,
});
export type LiveStatusPayload = z.infer<typeof liveStatusPayloadSchema>;

/** leave — the participant left the room; the others get `leave` with its userId. */
export const liveLeaveSchema = z.object({ room: roomSchema });
export type LiveLeavePayload = z.infer<typeof liveLeaveSchema>;

// ── server → client payloads ─────────────────────────────────────────────────────────────────────
/** pinrequested — to the room's moderators: show Allow / Deny for `name`. */
export type PinRequestedEvent = { socketId: string; name: string };
/**
 * responserequestpin — to the requester: allowed with the pin, denied ('Not allowed'), or
 * `nomoderator` ('No one in the room to answer, try again later').
 */
export type PinResponseEvent = { allow: true; pin: string } | { allow: false; reason?: "nomoderator" };
/** pinrequestedresponded — to the moderators: the request of `socketId` is settled, close its Allow / Deny. */
export type PinRequestSettledEvent = { socketId: string };
/** status — another participant's status (also each joined participant's last one, right after join). */
export type LiveStatusEvent = { userId: string; status: LiveStatus };
/** leave — a participant left the room (or its socket went). */
export type LiveLeaveEvent = { userId: string };

export const liveErrorCodes = [
  "invalidPayload",
  "rateLimited",
  "wrongRoom",
  "notModerator",
  "noSuchRequest",
  "alreadyAsking",
  "tooManyRequests",
  "notJoined",
  "userIdTaken",
] as const;
export type LiveErrorCode = (typeof liveErrorCodes)[number];
/** liveError — an event was refused and carried no ack. */
export type LiveErrorEvent = { code: LiveErrorCode; message: string; event: string };
export type LiveAck = { ok: true } | { ok: false; error: LiveErrorEvent };

type AckCallback = (ack: LiveAck) => void;

export interface ConferenceLiveClientToServerEvents {
  requestpin: (payload: RequestPinPayload, ack?: AckCallback) => void;
  responserequestpin: (payload: AnswerPinRequestPayload, ack?: AckCallback) => void;
  join: (payload: LiveJoinPayload, ack?: AckCallback) => void;
  status: (payload: LiveStatusPayload, ack?: AckCallback) => void;
  leave: (payload: LiveLeavePayload, ack?: AckCallback) => void;
}

export interface ConferenceLiveServerToClientEvents {
  pinrequested: (event: PinRequestedEvent) => void;
  responserequestpin: (event: PinResponseEvent) => void;
  pinrequestedresponded: (event: PinRequestSettledEvent) => void;
  status: (event: LiveStatusEvent) => void;
  leave: (event: LiveLeaveEvent) => void;
  liveError: (event: LiveErrorEvent) => void;
}
