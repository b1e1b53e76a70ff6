import { Params } from "./params";
import { isDigitCode, isLetterCode, isTokenCode } from "./scanner";
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
  return parseCommonVia(text) ?? parseAnyVia(text);
}

/**
 * The form nearly every Via has, `SIP/2.0/<transport> <host>[:<port>][;params]` with single
 * spaces and a name or IPv4 host, read with char codes: every message's Vias are parsed, and the
 * two regular expressions of the general reader made arrays and strings for each. Anything else
 * (LWS, IPv6, a bad port) is left to `parseAnyVia`, which also reports the errors.
 */
function parseCommonVia(text: string): Via | undefined {
  if (!text.startsWith(SENT_PROTOCOL_PREFIX)) return undefined;
  const transportStart = SENT_PROTOCOL_PREFIX.length;
  let at = transportStart;
  while (at < text.length && isTokenCode(text.charCodeAt(at))) at += 1;
  if (at === transportStart || text.charCodeAt(at) !== SPACE) return undefined;
  const transportEnd = at;
  const hostStart = (at += 1);
  while (at < text.length && isHostCode(text.charCodeAt(at))) at += 1;
  if (at === hostStart) return undefined;
  const hostEnd = at;
  let port: number | undefined;
  if (text.charCodeAt(at) === COLON) {
    const digitsStart = (at += 1);
    while (at < text.length && isDigitCode(text.charCodeAt(at))) at += 1;
    if (at === digitsStart || at - digitsStart > 5) return undefined;
    port = Number(text.slice(digitsStart, at));
    if (port > 65535) return undefined;
  }
  if (at !== text.length && text.charCodeAt(at) !== SEMICOLON) return undefined;
  return {
    transport: text.slice(transportStart, transportEnd).toUpperCase(),
    host: text.slice(hostStart, hostEnd),
    port,
    params: Params.parse(at === text.length ? "" : text.slice(at), "Via"),
  };
}

const SENT_PROTOCOL_PREFIX = "SIP/2.0/";
const SPACE = 0x20;
const COLON = 0x3a;
const SEMICOLON = 0x3b;

/** `[A-Za-z0-9\-_.]`, the host characters of the general reader's sent-by. */
function isHostCode(code: number): boolean {
  return isDigitCode(code) || isLetterCode(code) || code === 0x2d || code === 0x5f || code === 0x2e;
}

function parseAnyVia(text: string): Via {
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
