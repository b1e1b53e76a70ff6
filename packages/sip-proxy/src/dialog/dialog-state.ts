/**
 * The life of one call through the proxy, as the dialog tracker sees it (RFC 3261 §12 dialogs,
 * one record per INVITE transaction the proxy forks, whatever the number of early dialogs):
 *
 *   INVITE forwarded ──> Trying ──1xx with To tag──> Early ──2xx──> Confirmed ──BYE──> Terminated
 *                          │                           │                │
 *                          └──────2xx──────────────────┼───> Confirmed  └─connection lost─> Terminated
 *                          └──final 3xx–6xx, CANCEL, caller gone───────────────────────> Terminated
 */
export enum DialogState {
  Trying = "trying",
  Early = "early",
  Confirmed = "confirmed",
  Terminated = "terminated",
}

/** Why a call ended, for history and presence. */
export type TerminationCause =
  /** A BYE ended an answered call. */
  | "bye"
  /** The caller cancelled before an answer (487). */
  | "canceled"
  /** Busy (486, 600). */
  | "busy"
  /** Declined (603, 403). */
  | "declined"
  /** Nobody answered in time (408, 480 after ringing, Timer C). */
  | "no-answer"
  /** Nobody reachable (480 before ringing, 404, 410, 604). */
  | "unavailable"
  /** Any other failure response. */
  | "failed"
  /** The caller's or the answering device's connection closed. */
  | "connection-lost";

export function causeOfStatus(status: number, rang: boolean): TerminationCause {
  switch (status) {
    case 487:
      return "canceled";
    case 486:
    case 600:
      return "busy";
    case 403:
    case 603:
      return "declined";
    case 408:
      return "no-answer";
    case 480:
      return rang ? "no-answer" : "unavailable";
    case 404:
    case 410:
    case 604:
      return "unavailable";
    default:
      return "failed";
  }
}
