import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import { Transaction, type TransactionContext } from "./transaction";
import { TransactionState } from "./transaction-state";

/**
 * INVITE server transaction, RFC 3261 §17.2.1 as amended by RFC 6026 §7.1 (2xx → Accepted).
 *
 *                 INVITE (retransmit): resend last provisional
 *                  +----------+
 *                  v          |
 *  INVITE ----> Proceeding ---+---- 1xx from TU: send
 *                  |      \
 *   300-699 from TU|       \ 2xx from TU: send
 *   send, Timer G,H|        v
 *                  v      Accepted --- 2xx from TU: send; INVITE: absorb
 *   INVITE:     Completed     | Timer L
 *   resend final   |          v
 *   Timer G: resend| ACK   Terminated
 *   Timer H: TU timeout
 *                  v
 *               Confirmed --- Timer I ---> Terminated
 *
 * Any transport error → Terminated (§17.2.4), reported to the TU.
 */
export class ServerInviteTransaction extends Transaction {
  readonly isServer = true;
  private lastResponse: string | undefined;

  constructor(
    key: string,
    readonly request: SipRequest,
    connection: Connection,
    context: TransactionContext,
  ) {
    super(key, connection, context, TransactionState.Proceeding);
  }

  /** A retransmitted INVITE or the ACK for a non-2xx final response (same branch). */
  receiveRequest(request: SipRequest): void {
    const isAck = request.method === "ACK";
    switch (this.state) {
      case TransactionState.Proceeding:
      case TransactionState.Completed:
        if (isAck && this.state === TransactionState.Completed) {
          this.stopTimer("G");
          this.stopTimer("H");
          this.setState(TransactionState.Confirmed);
          this.startTimer("I", this.durations.I, () => this.setState(TransactionState.Terminated));
        } else if (!isAck && this.lastResponse !== undefined) {
          this.transmit(this.lastResponse);
        }
        return;
      case TransactionState.Accepted:
      case TransactionState.Confirmed:
      case TransactionState.Terminated:
        // RFC 6026 §7.1: INVITE retransmissions in Accepted are absorbed; ACKs in Confirmed too.
        return;
      case TransactionState.Calling:
      case TransactionState.Trying:
        throw new Error(`server INVITE transaction cannot be ${this.state}`);
    }
  }

  /** The TU's response to the INVITE. */
  respond(response: SipResponse): void {
    const text = response.toString();
    const status = response.status;
    switch (this.state) {
      case TransactionState.Proceeding:
        this.lastResponse = text;
        if (!this.transmit(text)) return;
        if (status >= 200 && status < 300) this.accept();
        else if (status >= 300) this.complete();
        return;
      case TransactionState.Accepted:
        // RFC 6026 §7.1: further 2xx (forked answers, retransmissions) still go out.
        if (status >= 200 && status < 300) this.transmit(text);
        return;
      case TransactionState.Completed:
      case TransactionState.Confirmed:
      case TransactionState.Terminated:
        return;
      case TransactionState.Calling:
      case TransactionState.Trying:
        throw new Error(`server INVITE transaction cannot be ${this.state}`);
    }
  }

  private accept(): void {
    // Accepted never resends it (2xx retransmissions come from the TU): not kept for Timer L's 32 s.
    this.lastResponse = undefined;
    this.setState(TransactionState.Accepted);
    this.startTimer("L", this.durations.L, () => this.setState(TransactionState.Terminated));
  }

  private complete(): void {
    this.setState(TransactionState.Completed);
    if (!this.connection.reliable) this.scheduleRetransmit(this.durations.G);
    // RFC 3261 §17.2.1: Timer H = 64*T1, then the TU hears of the missing ACK.
    this.startTimer("H", this.durations.H, () => this.timedOut());
  }

  /** RFC 3261 §17.2.1 Timer G: resend the final response, doubling up to T2. */
  private scheduleRetransmit(delayMs: number): void {
    this.startTimer("G", delayMs, () => {
      if (this.state !== TransactionState.Completed || this.lastResponse === undefined) return;
      if (this.transmit(this.lastResponse)) this.scheduleRetransmit(Math.min(delayMs * 2, this.durations.T2));
    });
  }
}
