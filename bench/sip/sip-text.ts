import { createHash, randomBytes } from "node:crypto";

/**
 * Just enough SIP text handling for a load generator (RFC 3261 §7): the start line, header values
 * by name (compact forms included) in order, and the body. Independent of packages/sip-proxy, so
 * that the same generator can load any SIP-over-WebSocket server (Kamailio included).
 */
export type SipText = {
  /** Set for requests. */
  method?: string;
  requestUri?: string;
  /** Set for responses. */
  status?: number;
  headers: Map<string, string[]>;
  body: string;
};

const COMPACT: Record<string, string> = {
  v: "via",
  f: "from",
  t: "to",
  i: "call-id",
  m: "contact",
  l: "content-length",
  c: "content-type",
  k: "supported",
};

export function parseSip(text: string): SipText {
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? "" : text.slice(end + 4);
  const [start = "", ...lines] = head.split("\r\n");
  const headers = new Map<string, string[]>();
  let last: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      // RFC 3261 §7.3.1: a folded line continues the previous value.
      if (last && last.length > 0) last[last.length - 1] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const raw = line.slice(0, colon).trim().toLowerCase();
    const name = COMPACT[raw] ?? raw;
    last = headers.get(name);
    if (!last) headers.set(name, (last = []));
    last.push(line.slice(colon + 1).trim());
  }
  const status = /^SIP\/2\.0 (\d{3})/.exec(start);
  if (status) return { status: Number(status[1]), headers, body };
  const [method, requestUri] = start.split(" ");
  return { method: method ?? "", requestUri: requestUri ?? "", headers, body };
}

export function header(message: SipText, name: string): string {
  return message.headers.get(name.toLowerCase())?.[0] ?? "";
}

/** Every value of a header, comma-separated lists split outside quotes and angle brackets. */
export function headerValues(message: SipText, name: string): string[] {
  return (message.headers.get(name.toLowerCase()) ?? []).flatMap(splitList);
}

function splitList(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let from = 0;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (char === '"' && value[i - 1] !== "\\") quoted = !quoted;
    else if (!quoted && char === "<") depth += 1;
    else if (!quoted && char === ">") depth -= 1;
    else if (!quoted && depth === 0 && char === ",") {
      parts.push(value.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(value.slice(from).trim());
  return parts.filter(Boolean);
}

export function cseqOf(message: SipText): { seq: number; method: string } {
  const [seq = "0", method = ""] = header(message, "cseq").split(/\s+/);
  return { seq: Number(seq), method };
}

/** The `branch` of the top Via: our own on every response we get. */
export function topBranch(message: SipText): string {
  return /;\s*branch=([^;,\s]+)/i.exec(header(message, "via"))?.[1] ?? "";
}

/** The URI inside `<…>` of a name-addr, or the value up to its parameters. */
export function uriOf(nameAddr: string): string {
  const open = nameAddr.indexOf("<");
  if (open !== -1) return nameAddr.slice(open + 1, nameAddr.indexOf(">", open));
  return nameAddr.split(";")[0]?.trim() ?? "";
}

export function authParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const match of value
    .replace(/^\s*Digest\s+/i, "")
    .matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|([^,\s]+))/g)) {
    params.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? "");
  }
  return params;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** RFC 2617 §3.2.2 Authorization value for a 401/407 challenge (MD5, qop=auth when offered). */
export function digestAuthorization(
  challenge: string,
  credentials: { username: string; password: string },
  method: string,
  uri: string,
): string {
  const params = authParams(challenge);
  const realm = params.get("realm") ?? "";
  const nonce = params.get("nonce") ?? "";
  const qop = params
    .get("qop")
    ?.split(",")
    .map((q) => q.trim())
    .includes("auth")
    ? "auth"
    : undefined;
  const ha1 = md5(`${credentials.username}:${realm}:${credentials.password}`);
  const ha2 = md5(`${method}:${uri}`);
  const cnonce = token();
  const nc = "00000001";
  const response = qop ? md5(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : md5(`${ha1}:${nonce}:${ha2}`);
  const opaque = params.get("opaque");
  return (
    `Digest username="${credentials.username}", realm="${realm}", nonce="${nonce}", uri="${uri}", ` +
    `response="${response}", algorithm=MD5` +
    (qop ? `, cnonce="${cnonce}", qop=${qop}, nc=${nc}` : "") +
    (opaque === undefined ? "" : `, opaque="${opaque}"`)
  );
}

export function token(): string {
  return randomBytes(8).toString("hex");
}

export function branch(): string {
  return `z9hG4bK${token()}`;
}

/** A SIP message from its start line, header lines and body; Content-Length is added. */
export function sipMessage(
  start: string,
  headers: ReadonlyArray<readonly [string, string]>,
  body = "",
): string {
  let text = `${start}\r\n`;
  for (const [name, value] of headers) text += `${name}: ${value}\r\n`;
  return `${text}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}
