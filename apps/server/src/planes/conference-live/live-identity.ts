import type { Socket } from "socket.io";
import {
  liveConnectRefusals,
  liveHandshakeAuthSchema,
  type ConferenceLiveClientToServerEvents,
  type ConferenceLiveServerToClientEvents,
  type LiveConnectRefusal,
} from "@mobex/contracts/conference-live";
import { openLiveTicket, type LiveTicket } from "../../domain/conference/live-ticket";

/** What the server knows of a socket: its ticket, and the participant (feed) id it joined as. */
export type LiveSocketData = { ticket: LiveTicket; userId?: string };

export type LiveSocket = Socket<
  ConferenceLiveClientToServerEvents,
  ConferenceLiveServerToClientEvents,
  object,
  LiveSocketData
>;

/** A connect_error that carries the refusal's code in `data`, which socket.io-client hands the app. */
export class LiveConnectError extends Error {
  readonly data: LiveConnectRefusal;

  constructor(refusal: LiveConnectRefusal) {
    super(refusal.message);
    this.data = refusal;
  }
}

/** The ticket of the handshake's `auth.token` (spec 2 §7 "authenticated with an encrypted token"). */
export async function openHandshakeTicket(
  auth: unknown,
  key: Uint8Array,
  nowMs: number,
): Promise<LiveTicket> {
  const parsed = liveHandshakeAuthSchema.safeParse(auth);
  if (!parsed.success) throw new LiveConnectError(liveConnectRefusals.noToken);
  const ticket = await openLiveTicket(parsed.data.token, key, nowMs);
  if (!ticket) throw new LiveConnectError(liveConnectRefusals.badToken);
  return ticket;
}
