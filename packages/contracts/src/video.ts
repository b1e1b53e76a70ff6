// zod/mini: the web client's signalling service imports these schemas (see envelope.ts).
import { z } from "zod/mini";
import { callOutcomeTexts } from "./call-outcome";

/**
 * The 1:1 video signalling protocol (spec 1 §1 "peer to peer, with a signalling server", §3 Video
 * call, §4 Video call, §7 "Video signalling socket with events setNumber, callUser, incomingCall,
 * callCancelled, refuseCall, sdp, rsdp, ice candidates, hangUp, callStatus").
 *
 * socket.io at {@link VIDEO_SOCKET_PATH}, namespace {@link VIDEO_NAMESPACE} (ARCHITECTURE.md routes).
 * The server relays descriptions and candidates between the two parties; media flows peer to peer.
 *
 * A call, as the server sees it:
 *
 *   callUser ──► ringing ──rsdp (one callee device)──► answered ──hangUp / socket drop──► ended
 *                  │  │                                                                   ▲
 *                  │  ├─ refuseCall (one callee device) ──► declined ─────────────────────┤
 *                  │  ├─ hangUp by the caller / caller's socket drops ──► cancelled ──────┤
 *                  │  └─ nobody answers in VIDEO_RING_TIMEOUT_MS ──► noAnswer ────────────┤
 *                  └─ no callee device with video on ──► unavailable ─────────────────────┘
 *
 * Every device of the callee that announced itself with setNumber (video on) rings. When one answers
 * or refuses, the others get callCancelled. History (cdrs, media 'vid') is written for both parties
 * when the call ends: answered with its duration; declined; cancelled or unanswered is a missed
 * video call for the callee.
 */

export const VIDEO_SOCKET_PATH = "/socket.io/";
export const VIDEO_NAMESPACE = "/video";

// ── limits ───────────────────────────────────────────────────────────────────────────────────────
/** An audio+video offer from a browser is 4–10 KB; 32 KB leaves room for many codecs and a data channel. */
export const VIDEO_MAX_SDP_BYTES = 32 * 1024;
/** One ICE candidate line (RFC 8839 §5.1) is ~100–250 bytes. */
export const VIDEO_MAX_CANDIDATE_BYTES = 1024;
/** socket.io's maxHttpBufferSize: the largest payload (an SDP) plus its envelope. */
export const VIDEO_MAX_MESSAGE_BYTES = VIDEO_MAX_SDP_BYTES + 4 * 1024;
/** Connected sockets one user may hold at once (tabs and devices); the next is refused with 429. */
export const VIDEO_MAX_SOCKETS_PER_USER = 10;
/** callUser attempts per user in one window; more are refused with `rateLimited`. */
export const VIDEO_CALL_RATE = { max: 10, windowMs: 60_000 } as const;
/** iceCandidate events per socket in one window (a gathering burst is a few dozen). */
export const VIDEO_CANDIDATE_RATE = { max: 200, windowMs: 10_000 } as const;
/** Any event per socket in one window: a socket beyond it gets `rateLimited` and its events dropped. */
export const VIDEO_EVENT_RATE = { max: 400, windowMs: 10_000 } as const;
/** An offer nobody answers stops ringing after this (missed video call for the callee). */
export const VIDEO_RING_TIMEOUT_MS = 60_000;

// ── client media constants (spec 1 §9, §4) ───────────────────────────────────────────────────────
export const VIDEO_IDEAL_WIDTH = 1280;
export const VIDEO_IDEAL_HEIGHT = 720;
export const VIDEO_ASPECT_RATIO = 16 / 9;
/** Applied with RTCRtpSender.setParameters (encodings[0].maxBitrate). */
export const VIDEO_MAX_BITRATE_BPS = 256_000;
export const SCREEN_SHARE_FPS = 10;
export const SCREEN_SHARE_MAX_FPS = 15;
/** spec 1 §4: disconnected or failed triggers an ICE restart, checked after 1.5 s. */
export const ICE_RESTART_CHECK_MS = 1_500;
/**
 * While a restart's new candidates are gathered, signalled and checked, the connection still reads
 * disconnected: a second restart that early would abort the first (on a slow path or a busy device
 * that takes longer than 1.5 s), so the next check after a restart waits this long.
 */
export const ICE_RESTART_RETRY_MS = 8_000;

/**
 * spec 1 §5, §8 and §2 texts of the video call, exactly as the spec spells them; `noAnswer` (the
 * ring timeout, which the spec names no text for) in the words a voice call that rang out uses.
 */
export const videoTexts = {
  mediaError: "Error while acessing camera/mic",
  unavailable: "User unavailable",
  noAnswer: callOutcomeTexts.noAnswer,
  declined: "Video call was declined",
  userDisconnected: "User disconnected",
  reconnecting: "error on connection, trying to reconnect",
  callingYourself: "You cannot call yourself",
  incoming: "Incoming video call",
  calling: "Calling...",
  missed: "Missed Video Call",
} as const;

// ── handshake ────────────────────────────────────────────────────────────────────────────────────
/**
 * `io(profile.video_socket_url, { path: VIDEO_SOCKET_PATH, transports: ["websocket"], auth: { token } })`
 * with the JWE the HTTP API takes in its bodies. WebSocket only: the server runs no long-polling
 * transport (every plane shares the one upgrade router). `auth` may be a function, so that a
 * reconnect after renewal sends the new token. Checked exactly as the API checks it; on refusal the client gets a
 * `connect_error` whose `data` is a {@link VideoConnectRefusal}.
 */
export const videoHandshakeAuthSchema = z.object({
  token: z.string().check(z.minLength(1, "token is required"), z.maxLength(4096)),
});
export type VideoHandshakeAuth = z.infer<typeof videoHandshakeAuthSchema>;

/**
 * `connect_error` err.data. 407 'JWE Token Expired' (and 404 'Session not found'): renew the token
 * as for the HTTP envelope, then reconnect with the new one. 401 bad token, 403 unlicensed or
 * removed (log out), 429 too many sockets for this user. A connected socket whose user loses the
 * licence is disconnected by the server (socket.io reason "io server disconnect").
 */
export type VideoConnectRefusal = { code: 401 | 403 | 404 | 407 | 429; message: string };

// ── shared pieces ────────────────────────────────────────────────────────────────────────────────
function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

const sdpText = z.string().check(
  z.minLength(1, "sdp is required"),
  z.refine(
    (sdp) => utf8Bytes(sdp) <= VIDEO_MAX_SDP_BYTES,
    `sdp must be at most ${VIDEO_MAX_SDP_BYTES} bytes`,
  ),
);

/** RTCSessionDescriptionInit without rollback/pranswer: the two the relay carries. */
export const sessionDescriptionSchema = z.object({ type: z.enum(["offer", "answer"]), sdp: sdpText });
export type SessionDescription = z.infer<typeof sessionDescriptionSchema>;
const offerSchema = z.object({ type: z.literal("offer"), sdp: sdpText });
const answerSchema = z.object({ type: z.literal("answer"), sdp: sdpText });

/** Chosen by the server (a UUID) and returned in callUser's ack. */
export const callIdSchema = z.string().check(z.minLength(1, "callId is required"), z.maxLength(64));

/** A colleague's phone (prefix + extension) or 4-digit extension within the caller's tenant. */
export const videoNumberSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{2,15}$/, "number must be a phone number or extension"));

/** RTCIceCandidateInit as the browser's `icecandidate` event gives it (`candidate: ""` ends gathering). */
export const iceCandidateSchema = z.object({
  candidate: z
    .string()
    .check(
      z.refine(
        (line) => utf8Bytes(line) <= VIDEO_MAX_CANDIDATE_BYTES,
        `candidate must be at most ${VIDEO_MAX_CANDIDATE_BYTES} bytes`,
      ),
    ),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  sdpMLineIndex: z.optional(z.nullable(z.int().check(z.nonnegative(), z.lte(64)))),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/** RTCIceServer for the RTCPeerConnection; TURN entries carry REST-style ephemeral credentials. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

// ── client → server payloads ─────────────────────────────────────────────────────────────────────
/**
 * setNumber — sent by each device after connect, and again whenever its "Disable video calls"
 * switch changes. `enabled: true` makes this socket a video-capable device of the user: it rings for
 * incoming calls and the colleague's presence `video` becomes '1'. `enabled: false` withdraws it
 * (a device with video off may also simply never send setNumber). `number` must be the user's own
 * phone or extension (another's is refused with `notYourNumber`). Ack: the ICE servers to use
 * (STUN plus TURN with credentials valid until `iceServersExpireAt`).
 */
export const setNumberSchema = z.object({ number: videoNumberSchema, enabled: z.boolean() });
export type SetNumberPayload = z.infer<typeof setNumberSchema>;

/**
 * callUser — the caller's device offers a call to a colleague (`to`: phone or extension) with its
 * initial SDP offer. Needs a prior setNumber with video on; one live outgoing call per socket.
 * Ack: the `callId` the server chose. Then `callStatus` ringing (or unavailable at once when the
 * callee has no device with video on). The caller may trickle `iceCandidate` with that callId at once.
 */
export const callUserSchema = z.object({ to: videoNumberSchema, sdp: offerSchema });
export type CallUserPayload = z.infer<typeof callUserSchema>;

/**
 * rsdp — a ringing callee device answers with its SDP answer. The call binds to this socket; the
 * caller gets `rsdp` and `callStatus` answered; the callee's other devices get callCancelled
 * answeredElsewhere. A second device's late rsdp is refused with `unknownCall`.
 */
export const rsdpSchema = z.object({ callId: callIdSchema, sdp: answerSchema });
export type RsdpPayload = z.infer<typeof rsdpSchema>;

/**
 * refuseCall — a ringing callee device refuses: caller gets callStatus declined, the others
 * callCancelled. `busy`: the device did not ring at all because its user is on another call with
 * call waiting off (spec 1 §4): the caller gets callStatus unavailable ('User unavailable').
 */
export const refuseCallSchema = z.object({ callId: callIdSchema, busy: z.optional(z.boolean()) });
export type RefuseCallPayload = z.infer<typeof refuseCallSchema>;

/**
 * sdp — after the answer, either party renegotiates: an offer (ICE restart, `iceRestart: true` in
 * createOffer, or a changed track set) or the answer to the other side's offer. Relayed as is to
 * the other party's socket.
 */
export const sdpSchema = z.object({ callId: callIdSchema, sdp: sessionDescriptionSchema });
export type SdpPayload = z.infer<typeof sdpSchema>;

/**
 * iceCandidate — trickle ICE, both directions. The caller's candidates sent while ringing go to
 * every ringing device of the callee (each keeps them until it answers); after the answer, to the
 * other party's answering socket only. A callee device is no party before its rsdp: its candidates
 * sent earlier are refused with `unknownCall`, and the server queues none. It needs none: a device
 * gathers candidates only once it has set its answer, so it sends rsdp first and holds what it
 * gathered until then; the server runs one socket's events in arrival order, so the caller always
 * gets the rsdp before the candidates sent behind it. (A queue would have to be bounded per call
 * and per ringing device, and would only serve a client that breaks this order.)
 */
export const iceCandidatePayloadSchema = z.object({ callId: callIdSchema, candidate: iceCandidateSchema });
export type IceCandidatePayload = z.infer<typeof iceCandidatePayloadSchema>;

/**
 * hangUp — either party ends the call. From the caller while ringing it is a cancel (callee devices
 * get callCancelled cancelled, a missed video call); after the answer the other party gets `hangUp`.
 */
export const hangUpSchema = z.object({ callId: callIdSchema });
export type HangUpPayload = z.infer<typeof hangUpSchema>;

// ── server → client payloads ─────────────────────────────────────────────────────────────────────
/** incomingCall — to every video-capable device of the callee: ring, show 'Incoming video call'. */
export type IncomingCallEvent = {
  callId: string;
  /** The caller's phone. */
  from: string;
  /** The caller's display name. */
  name: string;
  sdp: { type: "offer"; sdp: string };
};

/**
 * callCancelled — to a ringing callee device: stop ringing. `cancelled` (the caller hung up or
 * dropped) and `noAnswer` (ring timeout) are a missed video call ('Missed Video Call'), the others
 * are not: `answeredElsewhere` / `refusedElsewhere` another device of the same user took it.
 */
export const callCancelledReasons = [
  "cancelled",
  "noAnswer",
  "answeredElsewhere",
  "refusedElsewhere",
] as const;
export type CallCancelledReason = (typeof callCancelledReasons)[number];
export type CallCancelledEvent = { callId: string; reason: CallCancelledReason };

/** rsdp — to the caller: the callee's answer to the initial offer (setRemoteDescription, then connected). */
export type RsdpEvent = { callId: string; sdp: { type: "answer"; sdp: string } };
/** sdp — to the other party: a renegotiation offer or answer after the call was answered. */
export type SdpEvent = { callId: string; sdp: SessionDescription };
/** iceCandidate — the other party's trickled candidate. */
export type IceCandidateEvent = { callId: string; candidate: IceCandidate };

/**
 * hangUp — to the other party of an answered call: it ended. `hangUp` they hung up;
 * `userDisconnected` their socket dropped ('User disconnected').
 */
export const hangUpReasons = ["hangUp", "userDisconnected"] as const;
export type HangUpReason = (typeof hangUpReasons)[number];
export type HangUpEvent = { callId: string; reason: HangUpReason };

/**
 * callStatus — to the caller, the progress of its offer:
 * - ringing: at least one callee device rings ('Calling...');
 * - unavailable: the callee is offline or has video off, or every ringing device went away
 *   ('User unavailable'); the call is over;
 * - declined: a callee device refused ('Video call was declined'); the call is over;
 * - noAnswer: nobody answered within VIDEO_RING_TIMEOUT_MS ('No answer'); the call is over;
 * - answered: a callee device answered (sent right after `rsdp`; also to the answering device).
 */
export const callStatuses = ["ringing", "unavailable", "declined", "noAnswer", "answered"] as const;
export type CallStatus = (typeof callStatuses)[number];
export type CallStatusEvent = { callId: string; status: CallStatus };

// ── errors ───────────────────────────────────────────────────────────────────────────────────────
/**
 * videoError — a refused client event. Sent for every refusal (also when the event had an ack,
 * which then gets `{ ok: false, error }` too). The socket stays connected.
 * - invalidPayload: the payload failed its schema (message names the field);
 * - notRegistered: callUser before setNumber with video on;
 * - notYourNumber: setNumber with a number that is not the user's;
 * - videoDisabled: provisioning has video_support other than '1' for this user;
 * - callingYourself: callUser to the user's own number ('You cannot call yourself');
 * - notColleague: `to` is no licensed user of the caller's tenant;
 * - callInProgress: this socket already has a live outgoing call;
 * - unknownCall: the callId is not a live call of this socket (ended, answered elsewhere, not yours);
 * - rateLimited: too many callUser / candidates / events in the window.
 */
export const videoErrorCodes = [
  "invalidPayload",
  "notRegistered",
  "notYourNumber",
  "videoDisabled",
  "callingYourself",
  "notColleague",
  "callInProgress",
  "unknownCall",
  "rateLimited",
] as const;
export type VideoErrorCode = (typeof videoErrorCodes)[number];
export type VideoErrorEvent = {
  code: VideoErrorCode;
  message: string;
  /** The client event that was refused. */
  event: keyof VideoClientToServerEvents | "unknown";
  callId?: string;
};

// ── acks ─────────────────────────────────────────────────────────────────────────────────────────
export type VideoAck<T> = ({ ok: true } & T) | { ok: false; error: VideoErrorEvent };
export type SetNumberAck = VideoAck<{ iceServers: IceServer[]; iceServersExpireAt: number | null }>;
export type CallUserAck = VideoAck<{ callId: string }>;

// ── socket.io event maps (`Socket<VideoServerToClientEvents, VideoClientToServerEvents>`) ───────
export interface VideoClientToServerEvents {
  setNumber: (payload: SetNumberPayload, ack: (answer: SetNumberAck) => void) => void;
  callUser: (payload: CallUserPayload, ack: (answer: CallUserAck) => void) => void;
  rsdp: (payload: RsdpPayload) => void;
  refuseCall: (payload: RefuseCallPayload) => void;
  sdp: (payload: SdpPayload) => void;
  iceCandidate: (payload: IceCandidatePayload) => void;
  hangUp: (payload: HangUpPayload) => void;
}

export interface VideoServerToClientEvents {
  incomingCall: (event: IncomingCallEvent) => void;
  callCancelled: (event: CallCancelledEvent) => void;
  callStatus: (event: CallStatusEvent) => void;
  rsdp: (event: RsdpEvent) => void;
  sdp: (event: SdpEvent) => void;
  iceCandidate: (event: IceCandidateEvent) => void;
  hangUp: (event: HangUpEvent) => void;
  videoError: (event: VideoErrorEvent) => void;
}
