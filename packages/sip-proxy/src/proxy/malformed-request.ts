import { quote } from "../grammar/scanner";
import type { SipParseError } from "../grammar/sip-parse-error";
import { createResponse } from "../message/create-response";
import type { SipMessageUnion, SipRequest, SipResponse } from "../message/sip-message";

/**
 * RFC 3261 §16.3 step 1 / §8.2.6: a request we cannot read is answered 400 (505 for another
 * version), statelessly, when enough of it is readable to address the answer (Via, From, To,
 * Call-ID, CSeq). The parse error goes in a Warning (RFC 3261 §20.43, code 399: miscellaneous) to help whoever wrote the client.
 */
export function badRequestFor(
  partial: SipMessageUnion | undefined,
  error: SipParseError,
  host: string,
): SipResponse | undefined {
  if (!canAnswer(partial)) return undefined;
  const text = error.message.replace(/[^\x20-\x7e]/g, "?").slice(0, 200);
  // RFC 3261 §8.2.2 / §21.5.6: another SIP version is 505, not 400.
  const status = error.code === "bad-version" ? 505 : 400;
  return createResponse(partial, status, { headers: [["Warning", `399 ${host} ${quote(text)}`]] });
}

/** A request (not an ACK, which is never answered) with what a response copies (RFC 3261 §8.2.6.2). */
export function canAnswer(message: SipMessageUnion | undefined): message is SipRequest {
  if (message?.kind !== "request" || message.method === "ACK") return false;
  return ["Via", "From", "To", "Call-ID", "CSeq"].every((name) => message.headers.has(name));
}
