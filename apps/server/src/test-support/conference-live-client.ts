import { io, type Socket } from "socket.io-client";
import {
  CONFERENCE_LIVE_NAMESPACE,
  type ConferenceLiveClientToServerEvents,
  type ConferenceLiveServerToClientEvents,
  type LiveAck,
  type LiveConnectRefusal,
} from "@mobex/contracts/conference-live";
import { VIDEO_SOCKET_PATH } from "@mobex/contracts/video";

export type LiveClientSocket = Socket<ConferenceLiveServerToClientEvents, ConferenceLiveClientToServerEvents>;
type ServerEvent = keyof ConferenceLiveServerToClientEvents;
type PayloadOf<E extends ServerEvent> = Parameters<ConferenceLiveServerToClientEvents[E]>[0];
type ClientEvent = keyof ConferenceLiveClientToServerEvents;
type SentPayload<E extends ClientEvent> = Parameters<ConferenceLiveClientToServerEvents[E]>[0];

/**
 * A socket on the /conference live channel as the web client connects (contracts/conference-live.ts),
 * that keeps every event it receives, so that a test waits for a state ("the moderator got
 * pinrequested") without racing the event's arrival, and can tell that an event never came.
 */
export class LiveClient {
  private readonly received: { event: string; payload: unknown }[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: LiveClientSocket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  get id(): string {
    return this.socket.id ?? "";
  }

  /** Connects with a live ticket; rejects with an error carrying the connect_error's code and message. */
  static connect(httpUrl: string, token: string | undefined): Promise<LiveClient> {
    const socket: LiveClientSocket = io(`${httpUrl}${CONFERENCE_LIVE_NAMESPACE}`, {
      path: VIDEO_SOCKET_PATH,
      transports: ["websocket"],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(new LiveClient(socket)));
      socket.once("connect_error", (error: Error & { data?: LiveConnectRefusal }) => {
        socket.close();
        reject(error.data ? Object.assign(new Error(error.data.message), error.data) : error);
      });
    });
  }

  /** Sends `event` with an ack and resolves with the server's answer. */
  async send<E extends ClientEvent>(event: E, payload: SentPayload<E>): Promise<LiveAck> {
    // The ack is optional in the event map (the web app may send without one), which socket.io types as any.
    const ack: unknown = await this.socket.emitWithAck(event, payload);
    return ack as LiveAck;
  }

  /** Every payload of `event` received so far. */
  all<E extends ServerEvent>(event: E): PayloadOf<E>[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as PayloadOf<E>);
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

  close(): void {
    this.socket.close();
  }
}
