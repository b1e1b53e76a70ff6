import { MAGIC_COOKIE, viaBranch, viaSentBy } from "../grammar/via";
import type { SipRequest, SipResponse } from "../message/sip-message";

/**
 * RFC 3261 §17.2.3: a request matches a server transaction by the top Via branch, its sent-by and
 * the method — ACK counting as INVITE, CANCEL as itself. Branches without the RFC 3261 magic
 * cookie (RFC 2543 peers) fall back to Call-ID, From tag, CSeq number and the whole top Via.
 */
export function serverTransactionKey(request: SipRequest, methodOverride?: string): string {
  const via = request.topVia();
  const method = methodOverride ?? (request.method === "ACK" ? "INVITE" : request.method);
  const branch = viaBranch(via);
  if (branch?.startsWith(MAGIC_COOKIE)) return `${branch}|${viaSentBy(via)}|${method}`;
  const legacy = [request.callId(), request.fromTag() ?? "", request.cseq().seq, request.headers.get("Via")];
  return `rfc2543|${legacy.join("|")}|${method}`;
}

/** RFC 3261 §17.1.3: a response matches a client transaction by top Via branch and CSeq method. */
export function clientTransactionKey(message: SipRequest | SipResponse): string {
  return `${viaBranch(message.topVia()) ?? ""}|${message.cseq().method}`;
}
