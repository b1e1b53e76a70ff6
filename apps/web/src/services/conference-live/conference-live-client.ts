import {
  CONFERENCE_LIVE_NAMESPACE,
  type ConferenceLiveClientToServerEvents,
  type ConferenceLiveServerToClientEvents,
  type LiveAck,
  type LiveConnectRefusal,
  type LiveErrorEvent,
  type LiveLeaveEvent,
  type LiveStatus,
  type LiveStatusEvent,
  type PinRequestSettledEvent,
  type PinRequestedEvent,
  type PinResponseEvent,
} from "@mobex/contracts/conference-live";
import { VIDEO_SOCKET_PATH } from "@mobex/contracts/video";
import { type ManagerOptions, type Socket, type SocketOptions, io } from "socket.io-client";
import { type ConferenceLiveEvent, type ConferenceLiveState, nextConferenceLiveState } from "./live-state";

export type ConferenceLiveSocket = Socket<
  ConferenceLiveServerToClientEvents,
  ConferenceLiveClientToServerEvents
>;
export type CreateConferenceLiveSocket = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => ConferenceLiveSocket;

/** How a join request ended: the pin to join with, 'Not allowed', or 'No one in the room to answer'. */
export type PinAnswer = { allow: true; pin: string } | { allow: false; reason: "denied" | "nomoderator" };

/** A join request the server did not take (rate limited, already asking), or the socket went first. */
export class PinRequestError extends Error {
  constructor(
    message: string,
    readonly code: LiveErrorEvent["code"] | "disconnected" | "refused" | "disposed",
  ) {
    super(message);
  }
}

/** Registers a listener; returns its remover. */
type Listen<T> = (listener: (payload: T) => void) => () => void;

type PinRequest = {
  answer: Promise<PinAnswer>;
  resolve(answer: PinAnswer): void;
  reject(error: PinRequestError): void;
};

export type ConferenceLive = {
  readonly state: ConferenceLiveState;
  /** The connect_error of a `refused` socket (401 ticket invalid or expired, 429 too many). */
  readonly refusal: LiveConnectRefusal | null;
  onState: Listen<ConferenceLiveState>;
  /** Asks the room's moderators for the pin; one request at a time (a second call shares the first). */
  requestPin(room: string, name: string): Promise<PinAnswer>;
  /** Moderators: someone asks to join (show Allow / Deny). */
  onPinRequested: Listen<PinRequestedEvent>;
  answerPinRequest(socketId: string, allow: boolean, pin?: string): void;
  /** Moderators: that request was answered by another moderator, timed out or was withdrawn. */
  onPinRequestAnswered: Listen<PinRequestSettledEvent>;
  /** Enters the room as feed `userId`; sent again, with the last status, after a reconnection. */
  join(room: string, userId: string): void;
  sendStatus(room: string, userId: string, status: LiveStatus): void;
  onStatus: Listen<LiveStatusEvent>;
  onLeave: Listen<LiveLeaveEvent>;
  /** An event the server refused (contracts/conference-live.ts LiveErrorCode). */
  onError: Listen<LiveErrorEvent>;
  leave(room: string): void;
  dispose(): void;
};

export type ConnectConferenceLiveOptions = {
  /** The `liveToken` of the room info lookup. */
  token: string;
  /** The server's origin; the page's by default (no DOM types: the server's tests run this client too). */
  origin?: string;
  createSocket?: CreateConferenceLiveSocket;
};

const refusalOf = (error: Error): LiveConnectRefusal | null =>
  (error as Error & { data?: LiveConnectRefusal }).data ?? null;

/**
 * The conference live channel (spec 2 §7): socket.io namespace `/conference` at `/socket.io/`,
 * authenticated with the room's live ticket. Ask to join, the moderators' Allow / Deny, and each
 * participant's status (raised hand, muted) and leave.
 */
export function connectConferenceLive({
  token,
  origin = (globalThis as { location?: { origin: string } }).location?.origin ?? "",
  createSocket = io,
}: ConnectConferenceLiveOptions): ConferenceLive {
  const stateListeners = new Set<(state: ConferenceLiveState) => void>();
  const socket = createSocket(`${origin}${CONFERENCE_LIVE_NAMESPACE}`, {
    path: VIDEO_SOCKET_PATH,
    transports: ["websocket"],
    // A connection of its own, not the video signalling's: the server closes a connection whose
    // namespace socket leaves (socket-io-server.ts), which would take the other namespace with it.
    forceNew: true,
    auth: { token },
  });
  let state: ConferenceLiveState = "connecting";
  let refusal: LiveConnectRefusal | null = null;
  let joined: { room: string; userId: string; status?: LiveStatus } | null = null;
  let pinRequest: PinRequest | null = null;

  const move = (event: ConferenceLiveEvent) => {
    const next = nextConferenceLiveState(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };
  const endPinRequest = (error: PinRequestError) => {
    pinRequest?.reject(error);
    pinRequest = null;
  };

  socket.on("connect", () => {
    move("connected");
    // The server keeps nothing of a socket that went: the room learns this participant again.
    if (joined) socket.emit("join", { room: joined.room, userId: joined.userId });
    if (joined?.status)
      socket.emit("status", { room: joined.room, userId: joined.userId, status: joined.status });
  });
  socket.on("connect_error", (error) => {
    refusal = refusalOf(error);
    // Without data it is the transport: socket.io tries again by itself.
    if (!refusal) return;
    move("refused");
    endPinRequest(new PinRequestError(refusal.message, "refused"));
  });
  socket.on("disconnect", (reason) => {
    // The server cancelled a waiting request with the socket.
    endPinRequest(new PinRequestError("the conference connection was lost", "disconnected"));
    move(reason === "io server disconnect" ? "serverClosed" : "connectionLost");
  });
  socket.on("responserequestpin", (answer: PinResponseEvent) => {
    pinRequest?.resolve(
      answer.allow
        ? { allow: true, pin: answer.pin }
        : { allow: false, reason: answer.reason === "nomoderator" ? "nomoderator" : "denied" },
    );
    pinRequest = null;
  });
  /** The server's events go to the app's listeners straight from the socket. */
  const listen =
    <E extends "pinrequested" | "pinrequestedresponded" | "status" | "leave" | "liveError">(event: E) =>
    (listener: ConferenceLiveServerToClientEvents[E]) => {
      // socket.io's on/off overloads do not narrow over a union of event names.
      const on = socket.on.bind(socket) as (
        event: E,
        listener: ConferenceLiveServerToClientEvents[E],
      ) => void;
      const off = socket.off.bind(socket) as (
        event: E,
        listener: ConferenceLiveServerToClientEvents[E],
      ) => void;
      on(event, listener);
      return () => off(event, listener);
    };

  return {
    get state() {
      return state;
    },
    get refusal() {
      return refusal;
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    requestPin(room, name) {
      if (pinRequest) return pinRequest.answer;
      if (state === "refused" || state === "closed" || state === "disposed")
        return Promise.reject(new PinRequestError("the conference connection is closed", "disconnected"));
      let settle!: Pick<PinRequest, "resolve" | "reject">;
      const answer = new Promise<PinAnswer>((resolve, reject) => (settle = { resolve, reject }));
      const request = { answer, ...settle };
      pinRequest = request;
      socket.emit("requestpin", { room, name }, (ack: LiveAck) => {
        if (ack.ok || pinRequest !== request) return;
        pinRequest = null;
        request.reject(new PinRequestError(ack.error.message, ack.error.code));
      });
      return answer;
    },
    onPinRequested: listen("pinrequested"),
    answerPinRequest(socketId, allow, pin) {
      socket.emit("responserequestpin", allow ? { socketId, allow, pin } : { socketId, allow });
    },
    onPinRequestAnswered: listen("pinrequestedresponded"),
    // Sent now when connected; otherwise the connect handler sends what is recorded, once.
    join(room, userId) {
      joined = { room, userId };
      if (socket.connected) socket.emit("join", { room, userId });
    },
    sendStatus(room, userId, status) {
      const current = joined?.room === room && joined.userId === userId;
      if (current) joined = { room, userId, status };
      if (socket.connected || !current) socket.emit("status", { room, userId, status });
    },
    onStatus: listen("status"),
    onLeave: listen("leave"),
    onError: listen("liveError"),
    leave(room) {
      joined = null;
      socket.emit("leave", { room });
    },
    dispose() {
      endPinRequest(new PinRequestError("the conference connection was closed", "disposed"));
      move("disposed");
      socket.removeAllListeners();
      socket.disconnect();
      stateListeners.clear();
    },
  };
}
