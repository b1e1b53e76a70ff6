/**
 * Transaction states (RFC 3261 §17, with the Accepted state of RFC 6026 §7.1).
 *
 * Which transaction uses which state, and the transitions, are drawn in each transaction's file:
 *   INVITE client      Calling → Proceeding → Completed | Accepted → Terminated
 *   non-INVITE client  Trying → Proceeding → Completed → Terminated
 *   INVITE server      Proceeding → Completed → Confirmed → Terminated, or Proceeding → Accepted → Terminated
 *   non-INVITE server  Trying → Proceeding → Completed → Terminated
 */
export enum TransactionState {
  Accepted = "Accepted",
  Calling = "Calling",
  Completed = "Completed",
  Confirmed = "Confirmed",
  Proceeding = "Proceeding",
  Terminated = "Terminated",
  Trying = "Trying",
}
