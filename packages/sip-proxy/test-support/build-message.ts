import { parseMessage } from "../src/message/parse-message";
import type { SipRequest, SipResponse } from "../src/message/sip-message";

/** Parses test text that must be a request; CRLF line ends are added. */
export function requestFrom(lines: readonly string[], body = ""): SipRequest {
  const result = parseMessage(
    `${lines.join("\r\n")}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  if (!result.ok) throw new Error(`test request does not parse: ${result.error.message}`);
  if (result.message.kind !== "request") throw new Error("expected a request");
  return result.message;
}

export function responseFrom(lines: readonly string[], body = ""): SipResponse {
  const result = parseMessage(
    `${lines.join("\r\n")}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  if (!result.ok) throw new Error(`test response does not parse: ${result.error.message}`);
  if (result.message.kind !== "response") throw new Error("expected a response");
  return result.message;
}

export interface SimpleRequestOptions {
  method?: string;
  uri?: string;
  branch?: string;
  callId?: string;
  cseq?: number;
  fromTag?: string;
  toTag?: string;
  sentBy?: string;
}

/** A minimal well-formed request, for the layers below the proxy. */
export function simpleRequest(options: SimpleRequestOptions = {}): SipRequest {
  const method = options.method ?? "INVITE";
  const toTag = options.toTag === undefined ? "" : `;tag=${options.toTag}`;
  return requestFrom([
    `${method} ${options.uri ?? "sip:bob@example.com"} SIP/2.0`,
    `Via: SIP/2.0/WS ${options.sentBy ?? "client.invalid"};branch=${options.branch ?? "z9hG4bKtest1"}`,
    "Max-Forwards: 70",
    `From: <sip:alice@example.com>;tag=${options.fromTag ?? "alicetag"}`,
    `To: <sip:bob@example.com>${toTag}`,
    `Call-ID: ${options.callId ?? "call-1"}`,
    `CSeq: ${options.cseq ?? 1} ${method}`,
  ]);
}
