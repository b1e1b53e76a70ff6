import { Params } from "./params";
import { SipParseError } from "./sip-parse-error";

/** RFC 3261 §20.42 Via, with RFC 3581 rport. */
export interface Via {
  /** Upper-case transport: UDP, TCP, TLS, WS, WSS, SCTP … */
  transport: string;
  host: string;
  port?: number;
  params: Params;
}

/** RFC 3261 §8.1.1.7: branches starting with this cookie are unique per transaction. */
export const MAGIC_COOKIE = "z9hG4bK";

const SENT_PROTOCOL = /^SIP\s*\/\s*2\.0\s*\/\s*([A-Za-z0-9\-.!%*_+`'~]+)\s+/i;

export function parseVia(text: string): Via {
  const bad = (why: string): SipParseError => new SipParseError("bad-header-value", `Via: ${why}`, "Via");
  const value = text.trim();
  const protocol = SENT_PROTOCOL.exec(value);
  if (!protocol?.[1]) throw bad(`bad sent-protocol in "${value}"`);
  const rest = value.slice(protocol[0].length);
  const semi = rest.indexOf(";");
  // RFC 3261 §25.1: sent-by = host [ COLON port ], LWS allowed around the colon.
  const sentBy = (semi === -1 ? rest : rest.slice(0, semi)).replace(/\s+/g, "");
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-_.]+)(?::(\d{1,5}))?$/.exec(sentBy);
  if (!match?.[1]) throw bad(`bad sent-by "${sentBy}"`);
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && port > 65535) throw bad("bad port");
  // One object shape whether or not a port is given: every reader of a Via stays monomorphic.
  return {
    transport: protocol[1].toUpperCase(),
    host: match[1],
    port,
    params: Params.parse(semi === -1 ? "" : rest.slice(semi), "Via"),
  };
}

export function serializeVia(via: Via): string {
  const port = via.port === undefined ? "" : `:${via.port}`;
  return `SIP/2.0/${via.transport} ${via.host}${port}${via.params.toString()}`;
}

export function viaBranch(via: Via): string | undefined {
  return via.params.getText("branch");
}

/** RFC 3261 §17.2.3 uses the sent-by (host and port) to tell transactions apart. */
export function viaSentBy(via: Via): string {
  return `${via.host.toLowerCase()}:${via.port ?? ""}`;
}
