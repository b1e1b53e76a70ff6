import { Params } from "./params";
import { ParseMemo } from "./parse-memo";
import { SipParseError } from "./sip-parse-error";

/** A `sip:` or `sips:` URI (RFC 3261 §19.1). Host keeps IPv6 brackets: `[2001:db8::1]`. */
export interface SipUri {
  readonly scheme: "sip" | "sips";
  user?: string;
  password?: string;
  host: string;
  port?: number;
  params: Params;
  /** `?name=value&…` headers, kept escaped as written. */
  headers: Array<[string, string]>;
}

/** Any other absolute URI (`tel:`, `urn:`, `mailto:` …), carried opaquely. */
export interface OtherUri {
  readonly scheme: string;
  readonly opaque: string;
}

export type Uri = SipUri | OtherUri;

const HOSTNAME = /^[A-Za-z0-9]([A-Za-z0-9\-_.]*[A-Za-z0-9])?\.?$/;
const IPV6_REFERENCE = /^\[[0-9A-Fa-f:.]+\]$/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const NO_SPACE = /^[^\s<>"]+$/;

export function isSipUri(uri: Uri): uri is SipUri {
  return uri.scheme === "sip" || uri.scheme === "sips";
}

/**
 * Parses any absolute URI; `sip`/`sips` get the full RFC 3261 §19.1.1 structure. The value is
 * shared with every other reader of the same text (parse-memo.ts): read-only, copied with
 * `cloneUri` to change.
 */
export function parseUri(text: string): Uri {
  return URIS.get(text, undefined);
}

const URIS = new ParseMemo(readUri);

/** `parseUri` without the memo: for texts that are parts of a value memoised whole (name-addr.ts). */
export function readUri(text: string): Uri {
  const value = text.trim();
  const colon = value.indexOf(":");
  const scheme = colon > 0 ? value.slice(0, colon) : "";
  if (!SCHEME.test(scheme) || colon === value.length - 1 || !NO_SPACE.test(value)) {
    throw new SipParseError("bad-uri", `not a URI: "${text}"`);
  }
  const lower = scheme.toLowerCase();
  if (lower !== "sip" && lower !== "sips") return { scheme: lower, opaque: value.slice(colon + 1) };
  return parseSipRest(lower, value.slice(colon + 1), text);
}

/** Parses a URI that must be `sip:`/`sips:`. */
export function parseSipUri(text: string): SipUri {
  const uri = parseUri(text);
  if (!isSipUri(uri)) throw new SipParseError("bad-uri", `not a SIP URI: "${text}"`);
  return uri;
}

function parseSipRest(scheme: "sip" | "sips", rest: string, original: string): SipUri {
  const bad = (why: string): SipParseError => new SipParseError("bad-uri", `${why} in "${original}"`);
  // RFC 3261 §19.1.1: no element after userinfo may contain an unescaped "@", so the first one ends it.
  const at = rest.indexOf("@");
  let user: string | undefined;
  let password: string | undefined;
  let hostPart = rest;
  if (at !== -1) {
    const userinfo = rest.slice(0, at);
    hostPart = rest.slice(at + 1);
    const colon = userinfo.indexOf(":");
    user = colon === -1 ? userinfo : userinfo.slice(0, colon);
    password = colon === -1 ? undefined : userinfo.slice(colon + 1);
    if (user === "") throw bad("empty user");
  }
  let hostEnd: number;
  if (hostPart.startsWith("[")) {
    hostEnd = hostPart.indexOf("]") + 1;
    if (hostEnd === 0) throw bad("unterminated IPv6 reference");
  } else {
    hostEnd = hostPart.search(/[:;?]/);
    if (hostEnd === -1) hostEnd = hostPart.length;
  }
  const host = hostPart.slice(0, hostEnd);
  if (!(HOSTNAME.test(host) || IPV6_REFERENCE.test(host))) throw bad(`bad host "${host}"`);
  let cursor = hostEnd;
  let port: number | undefined;
  if (hostPart[cursor] === ":") {
    const match = /^:(\d{1,5})(?=[;?]|$)/.exec(hostPart.slice(cursor));
    if (!match?.[1] || Number(match[1]) > 65535) throw bad("bad port");
    port = Number(match[1]);
    cursor += match[0].length;
  }
  const tail = hostPart.slice(cursor);
  const question = tail.indexOf("?");
  const paramText = question === -1 ? tail : tail.slice(0, question);
  const headerText = question === -1 ? "" : tail.slice(question + 1);
  let params: Params;
  try {
    params = Params.parse(paramText, "URI");
  } catch {
    throw bad("bad parameter");
  }
  const headers: Array<[string, string]> = [];
  if (headerText !== "") {
    for (const pair of headerText.split("&")) {
      const eq = pair.indexOf("=");
      if (eq <= 0) throw bad("bad URI header");
      headers.push([pair.slice(0, eq), pair.slice(eq + 1)]);
    }
  }
  const uri: SipUri = { scheme, host, params, headers };
  if (user !== undefined) uri.user = user;
  if (password !== undefined) uri.password = password;
  if (port !== undefined) uri.port = port;
  return uri;
}

export function serializeUri(uri: Uri): string {
  if (!isSipUri(uri)) return `${uri.scheme}:${uri.opaque}`;
  let text = `${uri.scheme}:`;
  if (uri.user !== undefined) {
    text += uri.user;
    if (uri.password !== undefined) text += `:${uri.password}`;
    text += "@";
  }
  text += uri.host;
  if (uri.port !== undefined) text += `:${uri.port}`;
  text += uri.params.toString();
  if (uri.headers.length > 0) text += `?${uri.headers.map(([n, v]) => `${n}=${v}`).join("&")}`;
  return text;
}

export function cloneUri<T extends Uri>(uri: T): T {
  if (!isSipUri(uri)) return { ...uri };
  // Every field written out: a spread clone with changed properties takes V8's slow object-clone
  // path, and every forwarded request copies its Request-URI.
  const copy: SipUri = {
    scheme: uri.scheme,
    user: uri.user,
    password: uri.password,
    host: uri.host,
    port: uri.port,
    params: uri.params.clone(),
    headers: uri.headers.map(([n, v]): [string, string] => [n, v]),
  };
  return copy as T;
}
