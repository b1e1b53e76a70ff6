import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import { ackForFailure } from "./ack-for-failure";
import type { ClientTransactionUser } from "./client-transaction-user";
import { Transaction, type TransactionContext } from "./transaction";
import { TransactionState } from "./transaction-state";

/**
 * INVITE client transaction, RFC 3261 §17.1.1 as amended by RFC 6026 §7.2 (2xx → Accepted).
 *
 *   INVITE sent ---> Calling --- Timer A: resend (unreliable only)
 *                    |  |  \
 *                1xx |  |   \ Timer B: inform TU (timeout) ---> Terminated
 *                    v  |
 *               Proceeding --- 1xx: pass to TU
 *                    |  |
 *       300-699: ACK,|  | 2xx: pass to TU
 *       pass to TU   |  +------------------> Accepted --- 2xx: pass to TU
 *                    v                          | Timer M
 *                 Completed --- 300-699: resend ACK
 *                    | Timer D (0 on reliable transports)
 *                    v
 *                Terminated                    (transport error → Terminated, §17.1.4)
 */
export class ClientInviteTransaction extends Transaction {
  readonly isServer = false;
  constructor(
    key: string,
    readonly request: SipRequest,
    connection: Connection,
    context: TransactionContext,
    private readonly user: ClientTransactionUser,
  ) {
    super(key, connection, context, TransactionState.Calling);
  }

  protected override notifyTimeout(): void {
    this.user.onTimeout();
  }

  protected override notifyTransportError(): void {
    this.user.onTransportError();
  }

  start(): void {
    const text = this.request.toString();
    if (!this.transmit(text)) return;
    if (!this.connection.reliable) this.scheduleRetransmit(text, this.durations.A);
    // RFC 3261 §17.1.1.2: Timer B = 64*T1 bounds the wait for any response.
    this.startTimer("B", this.durations.B, () => this.timedOut());
  }

  receiveResponse(response: SipResponse): void {
    const status = response.status;
    switch (this.state) {
      case TransactionState.Calling:
      case TransactionState.Proceeding:
        this.stopTimer("A");
        if (status < 200) {
          this.stopTimer("B");
          this.setState(TransactionState.Proceeding);
          this.user.onResponse(response);
        } else if (status < 300) {
          this.stopTimer("B");
          this.setState(TransactionState.Accepted);
          this.startTimer("M", this.durations.M, () => this.setState(TransactionState.Terminated));
          this.user.onResponse(response);
        } else {
          this.stopTimer("B");
          this.setState(TransactionState.Completed);
          this.transmit(ackForFailure(this.request, response).toString());
          this.user.onResponse(response);
          if (this.inState(TransactionState.Completed)) {
            this.startTimer("D", this.durations.D, () => this.setState(TransactionState.Terminated));
          }
        }
        return;
      case TransactionState.Completed:
        // RFC 3261 §17.1.1.2: a retransmitted final response gets the ACK again, not the TU.
        if (status >= 300) this.transmit(ackForFailure(this.request, response).toString());
        return;
      case TransactionState.Accepted:
        // RFC 6026 §8.4: 2xx retransmissions (or other forks' 2xx) still go to the TU.
        if (status >= 200 && status < 300) this.user.onResponse(response);
        return;
      case TransactionState.Terminated:
        return;
      case TransactionState.Confirmed:
      case TransactionState.Trying:
        throw new Error(`client INVITE transaction cannot be ${this.state}`);
    }
  }

  /** RFC 3261 §17.1.1.2 Timer A: resend the INVITE, doubling the interval, while in Calling. */
  private scheduleRetransmit(text: string, delayMs: number): void {
    this.startTimer("A", delayMs, () => {
      if (this.state !== TransactionState.Calling) return;
      if (this.transmit(text)) this.scheduleRetransmit(text, delayMs * 2);
    });
  }
}
