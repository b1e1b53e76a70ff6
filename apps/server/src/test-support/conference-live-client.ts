import {
  CONFERENCE_LIVE_NAMESPACE,
  type ConferenceLiveClientToServerEvents,
  type ConferenceLiveServerToClientEvents,
  type LiveAck,
} from "@mobex/contracts/conference-live";
import { RecordingSocket } from "./recording-socket";

type ClientEvent = keyof ConferenceLiveClientToServerEvents;
type SentPayload<E extends ClientEvent> = Parameters<ConferenceLiveClientToServerEvents[E]>[0];

/** A socket on the /conference live channel as the web client connects (contracts/conference-live.ts). */
export class LiveClient extends RecordingSocket<
  ConferenceLiveServerToClientEvents,
  ConferenceLiveClientToServerEvents
> {
  /** Connects with a live ticket; rejects with an error carrying the connect_error's code and message. */
  static connect(httpUrl: string, token: string | undefined): Promise<LiveClient> {
    return new LiveClient(
      RecordingSocket.socketTo(`${httpUrl}${CONFERENCE_LIVE_NAMESPACE}`, token),
    ).connected();
  }

  get id(): string {
    return this.socket.id ?? "";
  }

  /** Sends `event` with an ack and resolves with the server's answer. */
  async send<E extends ClientEvent>(event: E, payload: SentPayload<E>): Promise<LiveAck> {
    // socket.io's emitWithAck overloads do not narrow over a union of event names.
    const emit = this.socket.emitWithAck.bind(this.socket) as (
      event: E,
      payload: SentPayload<E>,
    ) => Promise<unknown>;
    return (await emit(event, payload)) as LiveAck;
  }
}
