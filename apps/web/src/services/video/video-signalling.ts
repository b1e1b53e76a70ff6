import type {
  CallUserAck,
  CallUserPayload,
  SetNumberAck,
  VideoClientToServerEvents,
  VideoConnectRefusal,
  VideoServerToClientEvents,
} from "@mobex/contracts/video";
import { VIDEO_SOCKET_PATH } from "@mobex/contracts/video";
import { type ManagerOptions, type Socket, type SocketOptions, io } from "socket.io-client";
import { TypedEmitter } from "../sip/typed-emitter";
import { type SignallingEvent, type SignallingState, nextSignallingState } from "./signalling-state";

export type VideoSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;
export type CreateVideoSocket = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => VideoSocket;

/** What the signalling client needs from the signed-in session (as the HTTP client's SessionPort). */
export interface SignallingSession {
  /** The JWE token the socket authenticates with, or null when signed out. */
  token(): string | null;
  /** Renews with the stored one-time token; true when a fresh token is in place. */
  renew(): Promise<boolean>;
}

type ServerEvents = { [K in keyof VideoServerToClientEvents]: Parameters<VideoServerToClientEvents[K]>[0] };
type Fire = "rsdp" | "refuseCall" | "sdp" | "iceCandidate" | "hangUp";
type FirePayload<K extends Fire> = Parameters<VideoClientToServerEvents[K]>[0];

interface SignallingEvents extends ServerEvents {
  state: SignallingState;
  /** Every (re)connection, once the server accepted the socket: the time to announce the number. */
  online: undefined;
}

// spec 1 §8 (HTTP envelope): 404 and 407 mean the token expired; renew and try again.
const isExpiry = (refusal: unknown): boolean => {
  const code = (refusal as Partial<VideoConnectRefusal> | undefined)?.code;
  return code === 404 || code === 407;
};

/**
 * The video signalling socket (spec 1 §7): socket.io namespace `/video` at `/socket.io/`,
 * authenticated with the session token at every (re)connection. A refusal for an expired token
 * renews the session and reconnects; socket.io itself retries a lost connection.
 */
export class VideoSignalling {
  readonly #events = new TypedEmitter<SignallingEvents>();
  readonly #socket: VideoSocket;
  #state: SignallingState = "idle";

  /** `url`: the profile's `video_socket_url`, the namespace's http(s) URL. */
  constructor(
    url: string,
    private readonly session: SignallingSession,
    createSocket: CreateVideoSocket = io,
  ) {
    this.#socket = createSocket(url, {
      path: VIDEO_SOCKET_PATH,
      autoConnect: false,
      transports: ["websocket"],
      // A function, so that each reconnection sends the token current at that moment.
      auth: (send) => send({ token: this.session.token() ?? "" }),
    });
    this.#socket.on("connect", () => {
      this.#move("connected");
      this.#events.emit("online", undefined);
    });
    this.#socket.on("disconnect", (reason) => {
      // The server ends a socket whose user lost the licence; socket.io does not retry that one.
      this.#move(reason === "io server disconnect" ? "renewalFailed" : "disconnected");
    });
    this.#socket.on("connect_error", (error) => {
      const refusal = (error as Error & { data?: unknown }).data;
      if (!isExpiry(refusal)) return;
      this.#move("tokenExpired");
      void this.session.renew().then((renewed) => {
        if (this.#state !== "renewing") return;
        this.#move(renewed ? "renewed" : "renewalFailed");
        if (renewed) this.#socket.connect();
      });
    });
    const forwarded: (keyof ServerEvents)[] = [
      "incomingCall",
      "callCancelled",
      "callStatus",
      "rsdp",
      "sdp",
      "iceCandidate",
      "hangUp",
      "videoError",
    ];
    for (const name of forwarded) this.#forward(name);
  }

  get state(): SignallingState {
    return this.#state;
  }

  on<K extends keyof SignallingEvents>(
    type: K,
    listener: (payload: SignallingEvents[K]) => void,
  ): () => void {
    return this.#events.on(type, listener);
  }

  connect(): void {
    if (this.#state !== "idle") return;
    this.#move("connectStarted");
    this.#socket.connect();
  }

  /** Announces this device with video on or off (contract: setNumber); resolves with the ICE servers. */
  setNumber(number: string, enabled: boolean): Promise<SetNumberAck> {
    return new Promise((resolve) => this.#socket.emit("setNumber", { number, enabled }, resolve));
  }

  callUser(payload: CallUserPayload): Promise<CallUserAck> {
    return new Promise((resolve) => this.#socket.emit("callUser", payload, resolve));
  }

  send<K extends Fire>(event: K, payload: FirePayload<K>): void {
    // socket.io's emit overloads do not narrow over a union of event names.
    (this.#socket.emit as (event: K, payload: FirePayload<K>) => void)(event, payload);
  }

  dispose(): void {
    this.#move("disposed");
    this.#socket.removeAllListeners();
    this.#socket.disconnect();
    this.#events.removeAllListeners();
  }

  #forward<K extends keyof ServerEvents>(name: K): void {
    // socket.io's on overloads do not narrow over a union of event names.
    const on = this.#socket.on.bind(this.#socket) as (
      event: K,
      listener: (payload: ServerEvents[K]) => void,
    ) => void;
    on(name, (payload) => this.#events.emit(name, payload as SignallingEvents[K]));
  }

  #move(event: SignallingEvent): void {
    const next = nextSignallingState(this.#state, event);
    if (next === this.#state) return;
    this.#state = next;
    this.#events.emit("state", next);
  }
}
