import { cloneUri } from "../grammar/sip-uri";
import { HeaderList } from "../message/header-list";
import { SipRequest } from "../message/sip-message";

/**
 * RFC 3261 §9.1: a CANCEL repeats the INVITE's Request-URI, Call-ID, From, To, CSeq number and
 * Route set, and carries only the INVITE's top Via so it reaches the same server transaction.
 * RFC 3326: a Reason header says why.
 */
export function buildCancel(invite: SipRequest, reason?: string): SipRequest {
  const headers = new HeaderList();
  const via = invite.headers.get("Via");
  if (via !== undefined) headers.append("Via", via);
  headers.append("Max-Forwards", "70");
  for (const route of invite.headers.getAll("Route")) headers.append("Route", route);
  headers.append("From", invite.headers.get("From") ?? "");
  headers.append("To", invite.headers.get("To") ?? "");
  headers.append("Call-ID", invite.headers.get("Call-ID") ?? "");
  headers.append("CSeq", `${invite.cseq().seq} CANCEL`);
  if (reason !== undefined) headers.append("Reason", reason);
  return new SipRequest("CANCEL", cloneUri(invite.uri), headers);
}

/** RFC 3326 §2 value for the branches that lose to an answer elsewhere. */
export const COMPLETED_ELSEWHERE = 'SIP;cause=200;text="Call completed elsewhere"';
