/**
 * Why a session ended, as the call screens show it (spec 1 §4: "ended or failed shows the end cause
 * and description"). Causes are JsSIP's texts (`JsSIP.C.causes`), repeated here so that code outside
 * the lazy SIP chunk can name them without loading JsSIP.
 */
export const endCauses = {
  bye: "Terminated",
  canceled: "Canceled",
  noAnswer: "No Answer",
  expires: "Expires",
  busy: "Busy",
  rejected: "Rejected",
  unavailable: "Unavailable",
  notFound: "Not Found",
  userDeniedMediaAccess: "User Denied Media Access",
  connectionError: "Connection Error",
  requestTimeout: "Request Timeout",
} as const;

export type EndOriginator = "local" | "remote" | "system";

export interface EndInfo {
  readonly originator: EndOriginator;
  /** JsSIP's cause text, e.g. "Canceled", "Busy", "User Denied Media Access". */
  readonly cause: string;
  /** What to show under the cause: the Reason header's text, the response's reason phrase, or the cause. */
  readonly description: string;
  readonly statusCode: number | null;
  /** A CANCEL or BYE carried a Reason header (RFC 3326), e.g. "Call completed elsewhere". */
  readonly hasReason: boolean;
}

/** The parts of a JsSIP request or response that tell why a session ended. */
export interface EndMessage {
  readonly status_code?: number;
  readonly reason_phrase?: string;
  hasHeader(name: string): boolean;
  getHeader(name: string): string | undefined;
}

// RFC 3326: Reason: SIP ;cause=200 ;text="Call completed elsewhere"
const REASON_TEXT = /;\s*text\s*=\s*"([^"]*)"/i;

export function reasonText(header: string | undefined): string | null {
  if (header === undefined) return null;
  const text = REASON_TEXT.exec(header)?.[1]?.trim();
  return text === undefined || text === "" ? null : text;
}

export function endInfoOf(
  originator: string,
  cause: string,
  message: EndMessage | null | undefined,
): EndInfo {
  const who: EndOriginator = originator === "local" || originator === "remote" ? originator : "system";
  const reasonHeader = message?.hasHeader("Reason") === true ? message.getHeader("Reason") : undefined;
  const statusCode = typeof message?.status_code === "number" ? message.status_code : null;
  const phrase = message?.reason_phrase?.trim();
  const description = reasonText(reasonHeader) ?? (phrase !== undefined && phrase !== "" ? phrase : cause);
  return { originator: who, cause, description, statusCode, hasReason: reasonHeader !== undefined };
}
