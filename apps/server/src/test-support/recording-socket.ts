import { io, type Socket } from "socket.io-client";
import { VIDEO_SOCKET_PATH } from "@mobex/contracts/video";

type Refusal = { code: number; message: string };
/** socket.io's own EventsMap: only an `any` index signature takes the event interfaces of contracts/. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EventsMap = { [event: string]: any };
type EventName<S> = keyof S & string;
type PayloadOf<S, E extends keyof S> = S[E] extends (payload: infer P, ...rest: never[]) => void ? P : never;

/**
 * A socket.io-client socket on one of the server's namespaces, as the web app connects, that keeps
 * every event it receives, so that a test waits for a state ("Bob's phone got incomingCall") without
 * racing the event's arrival, and can tell that an event never came.
 */
export class RecordingSocket<ServerEvents extends EventsMap, ClientEvents extends EventsMap> {
  private readonly received: { event: string; payload: unknown }[] = [];
  private readonly waiters = new Set<() => void>();

  protected constructor(readonly socket: Socket<ServerEvents, ClientEvents>) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  /** A socket to the namespace at `url` that connects with `auth.token` (recorded from before it connects). */
  protected static socketTo<S extends EventsMap, C extends EventsMap>(
    url: string,
    token: string | undefined,
  ): Socket<S, C> {
    return io(url, {
      path: VIDEO_SOCKET_PATH,
      transports: ["websocket"],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
  }

  /**
   * Resolves once connected; rejects with an error carrying the connect_error's code and message.
   * An event the server sends as the socket connects is recorded: the recording started first.
   */
  protected connected(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.socket.once("connect", () => resolve(this));
      this.socket.once("connect_error", (error: Error & { data?: Refusal }) => {
        this.socket.close();
        reject(error.data ? Object.assign(new Error(error.data.message), error.data) : error);
      });
    });
  }

  /** Every payload of `event` received so far. */
  all<E extends EventName<ServerEvents>>(event: E): PayloadOf<ServerEvents, E>[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as PayloadOf<ServerEvents, E>);
  }

  /** The names of the events received so far, in arrival order. */
  events(): string[] {
    return this.received.map((r) => r.event);
  }

  /** The first payload of `event` (matching `where`) received so far or from now on. */
  next<E extends EventName<ServerEvents>>(
    event: E,
    where: (payload: PayloadOf<ServerEvents, E>) => boolean = () => true,
  ): Promise<PayloadOf<ServerEvents, E>> {
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
