import { HeaderList } from "../message/header-list";
import { SipRequest, type SipResponse } from "../message/sip-message";
import { cloneUri } from "../grammar/sip-uri";

/**
 * RFC 3261 §17.1.1.3: the ACK a client INVITE transaction sends for a 300-699 response — same
 * Request-URI, Call-ID, From, CSeq number and Route as the INVITE, the response's To (with its
 * tag), and only the INVITE's top Via, so it matches the server transaction hop by hop.
 */
export function ackForFailure(invite: SipRequest, response: SipResponse): SipRequest {
  const headers = new HeaderList();
  const via = invite.headers.get("Via");
  if (via !== undefined) headers.append("Via", via);
  headers.append("Max-Forwards", "70");
  for (const route of invite.headers.getAll("Route")) headers.append("Route", route);
  headers.append("From", invite.headers.get("From") ?? "");
  headers.append("To", response.headers.get("To") ?? invite.headers.get("To") ?? "");
  headers.append("Call-ID", invite.headers.get("Call-ID") ?? "");
  headers.append("CSeq", `${invite.cseq().seq} ACK`);
  return new SipRequest("ACK", cloneUri(invite.uri), headers);
}
