import type { SipResponse } from "../message/sip-message";

/** The transaction user's side of a client transaction (RFC 3261 §17.1). */
export interface ClientTransactionUser {
  /** Every response the transaction passes up (not the retransmissions it absorbs). */
  onResponse(response: SipResponse): void;
  /** Timer B/F: no final response in time; the TU acts as if a 408 arrived (§16.7 step 2… §16.8). */
  onTimeout(): void;
  /** The request could not be sent or the connection closed; the TU acts as if a 503 arrived (§16.9). */
  onTransportError(): void;
}
