import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import { Transaction, type TransactionContext } from "./transaction";
import { TransactionState } from "./transaction-state";

/**
 * Non-INVITE server transaction, RFC 3261 §17.2.2.
 *
 *   request ---> Trying --- 1xx from TU: send ---> Proceeding --- 1xx from TU: send
 *                   |                                   |   request: resend last 1xx
 *                   | 200-699 from TU: send             | 200-699 from TU: send
 *                   +--------------> Completed <--------+
 *                                        |   request: resend final
 *                                        | Timer J (0 on reliable transports)
 *                                        v
 *                                    Terminated        (transport error → Terminated, §17.2.4)
 */
export class ServerNonInviteTransaction extends Transaction {
  readonly isServer = true;
  private lastResponse: string | undefined;

  constructor(
    key: string,
    readonly request: SipRequest,
    connection: Connection,
    context: TransactionContext,
  ) {
    super(key, connection, context, TransactionState.Trying);
  }

  /** A retransmission of the request. */
  receiveRequest(_request: SipRequest): void {
    switch (this.state) {
      case TransactionState.Trying:
        // RFC 3261 §17.2.2: retransmissions in Trying are discarded.
        return;
      case TransactionState.Proceeding:
      case TransactionState.Completed:
        if (this.lastResponse !== undefined) this.transmit(this.lastResponse);
        return;
      case TransactionState.Terminated:
        return;
      case TransactionState.Accepted:
      case TransactionState.Calling:
      case TransactionState.Confirmed:
        throw new Error(`server non-INVITE transaction cannot be ${this.state}`);
    }
  }

  respond(response: SipResponse): void {
    switch (this.state) {
      case TransactionState.Trying:
      case TransactionState.Proceeding: {
        this.lastResponse = response.toString();
        if (!this.transmit(this.lastResponse)) return;
        if (response.status < 200) {
          this.setState(TransactionState.Proceeding);
          return;
        }
        this.setState(TransactionState.Completed);
        this.startTimer("J", this.durations.J, () => this.setState(TransactionState.Terminated));
        return;
      }
      case TransactionState.Completed:
      case TransactionState.Terminated:
        return;
      case TransactionState.Accepted:
      case TransactionState.Calling:
      case TransactionState.Confirmed:
        throw new Error(`server non-INVITE transaction cannot be ${this.state}`);
    }
  }
}
