/**
 * What became of a call, in the words a receptionist reads (issue 9): on the call screen, in the
 * failed-call notice and in history's `call_desc`. SIP's reason phrases ("Not Found", "Busy Here",
 * "Decline", "Terminated") are the protocol's words, not the user's; this is the one place that
 * turns the one into the other, for the web app and the server alike.
 */
export const callOutcomeTexts = {
  notFound: "Number not found",
  busy: "Busy",
  doNotDisturb: "Busy — Do not disturb",
  declined: "Declined",
  notReachable: "Not reachable",
  noAnswer: "No answer",
  cancelled: "Cancelled",
  missed: "Missed call",
  /** Voicemail took the call (issue 12): both parties' history says so (`call_desc`). */
  voicemail: "Voicemail",
  answeredElsewhere: "Answered elsewhere",
  ended: "Call ended",
  transferred: "Transferred",
  notAllowed: "Not allowed to call this number",
  connectionLost: "Connection lost",
  noMicrophone: "No microphone access",
  unsupported: "The call could not be set up",
  tryAgain: "Phone system busy — try again",
  failed: "Call failed",
} as const;

export type CallOutcomeText = (typeof callOutcomeTexts)[keyof typeof callOutcomeTexts];

/**
 * The reason phrase of the platform's 486 for a callee on do-not-disturb (RFC 3261 §21.4.24 lets
 * the phrase be any text): the caller's phone tells it from a device that is simply busy.
 */
export const DO_NOT_DISTURB_PHRASE = "Do Not Disturb";

/** RFC 3326 Reason text of a CANCEL when another device or a colleague took the call. */
const COMPLETED_ELSEWHERE = /completed elsewhere|picked up/i;

/** Whether a Reason text says the call was taken on another device or by a colleague. */
export function isCompletedElsewhere(reasonText: string): boolean {
  return COMPLETED_ELSEWHERE.test(reasonText);
}

/** The outcome of a final failure response (RFC 3261 §21.4–21.6) to the caller's INVITE. */
export function outcomeOfStatus(status: number, reasonPhrase = ""): CallOutcomeText {
  switch (status) {
    case 404: // Not Found
    case 484: // Address Incomplete
    case 485: // Ambiguous
    case 604: // Does Not Exist Anywhere
      return callOutcomeTexts.notFound;
    case 486: // Busy Here
    case 600: // Busy Everywhere
      return reasonPhrase.trim().toLowerCase() === DO_NOT_DISTURB_PHRASE.toLowerCase()
        ? callOutcomeTexts.doNotDisturb
        : callOutcomeTexts.busy;
    case 603: // Decline
      return callOutcomeTexts.declined;
    case 403: // Forbidden: the platform refuses this caller or number
      return callOutcomeTexts.notAllowed;
    case 408: // Request Timeout
    case 410: // Gone
    case 480: // Temporarily Unavailable: no device registered
    case 504: // Server Time-out
      return callOutcomeTexts.notReachable;
    case 487: // Request Terminated: the caller cancelled
      return callOutcomeTexts.cancelled;
    case 488: // Not Acceptable Here
    case 606: // Not Acceptable
      return callOutcomeTexts.unsupported;
    case 503: // Service Unavailable: overload shedding
      return callOutcomeTexts.tryAgain;
    default:
      return callOutcomeTexts.failed;
  }
}
