import { io, type Socket } from "socket.io-client";
import {
  VIDEO_SOCKET_PATH,
  type VideoClientToServerEvents,
  type VideoConnectRefusal,
  type VideoServerToClientEvents,
} from "@mobex/contracts/video";

export type VideoClientSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;
type ServerEvent = keyof VideoServerToClientEvents;
type PayloadOf<E extends ServerEvent> = Parameters<VideoServerToClientEvents[E]>[0];

/**
 * A device on the /video plane as the web client connects (contracts/video.ts), that keeps every
 * event it receives, so that a test waits for a state ("Bob's phone got incomingCall") without
 * racing the event's arrival.
 */
export class VideoClient {
  private readonly received: { event: string; payload: unknown }[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: VideoClientSocket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  /** Connects with the session token; rejects with an error carrying the connect_error's code and message. */
  static connect(httpUrl: string, token: string | undefined): Promise<VideoClient> {
    const socket: VideoClientSocket = io(`${httpUrl}/video`, {
      path: VIDEO_SOCKET_PATH,
      transports: ["websocket"],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(new VideoClient(socket)));
      socket.once("connect_error", (error: Error & { data?: VideoConnectRefusal }) => {
        socket.close();
        reject(error.data ? Object.assign(new Error(error.data.message), error.data) : error);
      });
    });
  }

  /** Every payload of `event` received so far. */
  all<E extends ServerEvent>(event: E): PayloadOf<E>[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as PayloadOf<E>);
  }

  /** The names of the events received so far, in arrival order. */
  events(): string[] {
    return this.received.map((r) => r.event);
  }

  /** The first payload of `event` (matching `where`) received so far or from now on. */
  next<E extends ServerEvent>(
    event: E,
    where: (payload: PayloadOf<E>) => boolean = () => true,
  ): Promise<PayloadOf<E>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.all(event).find(where);
        if (found !== undefined) {
          this.waiters.delete(check);
          resolve(found);
        } else if (this.socket.disconnected) {
          this.waiters.delete(check);
          reject(new Error(`disconnected before ${event}`));
        }
      };
      this.waiters.add(check);
      this.socket.once("disconnect", check);
      check();
    });
  }

  /** Resolves once the server closed this socket. */
  closedByServer(): Promise<string> {
    if (this.socket.disconnected) return Promise.resolve("already");
    return new Promise((resolve) => this.socket.once("disconnect", (reason) => resolve(reason)));
  }

  close(): void {
    this.socket.close();
  }
}
