import { randomToken } from "./random-token";
import { HeaderList } from "./header-list";
import { reasonPhrase } from "./reason-phrases";
import { SipResponse, type SipRequest } from "./sip-message";

export function newTag(): string {
  return randomToken(6, "hex");
}

export interface ResponseOptions {
  reason?: string;
  /** To tag to add when the request has none (RFC 3261 §8.2.6.2). */
  toTag?: string;
  headers?: ReadonlyArray<readonly [string, string]>;
  body?: string;
}

/**
 * RFC 3261 §8.2.6.2: a response copies Via (all values, in order), From, To, Call-ID and CSeq from
 * the request, and adds a To tag unless the request had one (none for 100 Trying).
 * Works on a partly parsed request too: the fields are copied as raw text.
 */
export function createResponse(
  request: SipRequest,
  status: number,
  options: ResponseOptions = {},
): SipResponse {
  const headers = new HeaderList();
  for (const via of request.headers.getAll("Via")) headers.append("Via", via);
  const from = request.headers.get("From");
  if (from !== undefined) headers.append("From", from);
  const to = request.headers.get("To");
  if (to !== undefined)
    headers.append("To", status > 100 && !hasTag(to) ? `${to};tag=${options.toTag ?? newTag()}` : to);
  const callId = request.headers.get("Call-ID");
  if (callId !== undefined) headers.append("Call-ID", callId);
  const cseq = request.headers.get("CSeq");
  if (cseq !== undefined) headers.append("CSeq", cseq);
  for (const [name, value] of options.headers ?? []) headers.append(name, value);
  return new SipResponse(status, options.reason ?? reasonPhrase(status), headers, options.body ?? "");
}

function hasTag(to: string): boolean {
  // The tag is a header parameter, so it sits after the closing ">" when there is one.
  const close = to.lastIndexOf(">");
  return /;\s*tag\s*=/i.test(close === -1 ? to : to.slice(close));
}
