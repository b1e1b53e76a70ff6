/** What kind of malformation was found; callers map these to 400 (or 416/420) answers. */
export type SipParseErrorCode =
  | "empty-message"
  | "bad-start-line"
  | "bad-version"
  | "bad-status-code"
  | "bad-header-line"
  | "bad-header-value"
  | "missing-header"
  | "bad-uri"
  | "bad-content-length"
  /** A single-valued header (Call-ID, CSeq, From, To, Max-Forwards, Content-Length) given twice. */
  | "duplicate-header"
  /** NUL or another control character in the start line or a header (RFC 3261 §25.1 allows none). */
  | "control-character";

/**
 * The one error type the grammar and message layers raise. Parsing never throws anything else:
 * `parseMessage` returns it in a result, header accessors throw it for the caller to catch.
 */
export class SipParseError extends Error {
  override readonly name = "SipParseError";

  constructor(
    readonly code: SipParseErrorCode,
    message: string,
    /** The header the problem is in, when there is one. */
    readonly header?: string,
  ) {
    super(message);
  }
}

export function isSipParseError(error: unknown): error is SipParseError {
  return error instanceof SipParseError;
}
