import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import type { ClientTransactionUser } from "./client-transaction-user";
import { Transaction, type TransactionContext } from "./transaction";
import { TransactionState } from "./transaction-state";

/**
 * Non-INVITE client transaction, RFC 3261 §17.1.2.
 *
 *   request sent ---> Trying --- Timer E: resend (unreliable only)
 *                       |  \
 *                   1xx |   \ Timer F: inform TU (timeout) ---> Terminated
 *                       v
 *                  Proceeding --- 1xx: pass to TU; Timer E: resend at T2
 *                       | 200-699: pass to TU     (also straight from Trying)
 *                       v
 *                   Completed --- Timer K (0 on reliable transports) ---> Terminated
 */
export class ClientNonInviteTransaction extends Transaction {
  readonly isServer = false;
  constructor(
    key: string,
    readonly request: SipRequest,
    connection: Connection,
    context: TransactionContext,
    private readonly user: ClientTransactionUser,
  ) {
    super(key, connection, context, TransactionState.Trying);
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
    if (!this.connection.reliable) this.scheduleRetransmit(text, this.durations.E);
    // RFC 3261 §17.1.2.2: Timer F = 64*T1.
    this.startTimer("F", this.durations.F, () => this.timedOut());
  }

  receiveResponse(response: SipResponse): void {
    switch (this.state) {
      case TransactionState.Trying:
      case TransactionState.Proceeding:
        if (response.status < 200) {
          this.setState(TransactionState.Proceeding);
          this.user.onResponse(response);
          return;
        }
        this.stopTimer("E");
        this.stopTimer("F");
        this.setState(TransactionState.Completed);
        this.user.onResponse(response);
        if (this.inState(TransactionState.Completed)) {
          this.startTimer("K", this.durations.K, () => this.setState(TransactionState.Terminated));
        }
        return;
      case TransactionState.Completed:
      case TransactionState.Terminated:
        return;
      case TransactionState.Accepted:
      case TransactionState.Calling:
      case TransactionState.Confirmed:
        throw new Error(`client non-INVITE transaction cannot be ${this.state}`);
    }
  }

  /** RFC 3261 §17.1.2.2 Timer E: doubles up to T2 in Trying; stays at T2 in Proceeding. */
  private scheduleRetransmit(text: string, delayMs: number): void {
    this.startTimer("E", delayMs, () => {
      if (this.state !== TransactionState.Trying && this.state !== TransactionState.Proceeding) return;
      const next =
        this.state === TransactionState.Proceeding
          ? this.durations.T2
          : Math.min(delayMs * 2, this.durations.T2);
      if (this.transmit(text)) this.scheduleRetransmit(text, next);
    });
  }
}
