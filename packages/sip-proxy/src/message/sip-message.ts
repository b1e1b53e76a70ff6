import { parseAuthParams, type AuthParams } from "../grammar/auth-params";
import { parseCSeq, type CSeq } from "../grammar/cseq";
import { parseNameAddr, type NameAddr } from "../grammar/name-addr";
import { SipParseError } from "../grammar/sip-parse-error";
import { cloneUri, serializeUri, type Uri } from "../grammar/sip-uri";
import { parseVia, type Via } from "../grammar/via";
import { type HeaderList } from "./header-list";

interface TagMemo {
  readonly raw: string;
  readonly tag: string | undefined;
}

/** A Contact value: a binding, or `*` (RFC 3261 §10.2.2, remove all bindings). */
export type ContactValue = { kind: "star" } | ({ kind: "address" } & NameAddr);

/**
 * What requests and responses share: headers, a body, and typed accessors that parse on demand.
 * Accessors throw `SipParseError` (never anything else) on malformed values; `parseMessage` has
 * already checked the mandatory ones, so for received messages they only fail on optional headers.
 */
export abstract class SipMessage {
  constructor(
    public headers: HeaderList,
    public body: string,
  ) {}

  /**
   * Read-only: the parsed Vias are shared by every call until a Via changes. The parser, the
   * transaction layer, the loop check and the response path all read the same Vias of a message.
   */
  vias(): readonly Via[] {
    const raws = this.headers.getAll("Via");
    const memo = this.viasMemo;
    if (memo && sameTexts(memo.raws, raws)) return memo.value;
    const value = raws.map(parseVia);
    this.viasMemo = { raws, value };
    return value;
  }

  /** Read-only, like `vias`. */
  topVia(): Via {
    const value = this.headers.get("Via");
    if (value === undefined) throw missing("Via");
    const memo = this.viasMemo;
    if (memo && memo.raws[0] === value && memo.value[0]) return memo.value[0];
    return parseVia(value);
  }

  from(): NameAddr {
    return parseNameAddr(this.required("From"), "From");
  }

  to(): NameAddr {
    return parseNameAddr(this.required("To"), "To");
  }

  fromTag(): string | undefined {
    return this.tagOf("From");
  }

  toTag(): string | undefined {
    return this.tagOf("To");
  }

  callId(): string {
    return this.required("Call-ID").trim();
  }

  /** Read-only: the value is shared by every call until the CSeq header changes. */
  cseq(): CSeq {
    const raw = this.required("CSeq");
    if (this.cseqMemo?.raw !== raw) this.cseqMemo = { raw, value: parseCSeq(raw) };
    return this.cseqMemo.value;
  }

  contacts(): ContactValue[] {
    return this.headers.getAll("Contact").map((value): ContactValue => {
      if (value.trim() === "*") return { kind: "star" };
      return { kind: "address", ...parseNameAddr(value, "Contact") };
    });
  }

  routes(): NameAddr[] {
    return this.headers.getAll("Route").map((value) => parseNameAddr(value, "Route"));
  }

  recordRoutes(): NameAddr[] {
    return this.headers.getAll("Record-Route").map((value) => parseNameAddr(value, "Record-Route"));
  }

  /** RFC 3261 §20.22: 0-255 in practice; undefined when absent. */
  maxForwards(): number | undefined {
    return this.optionalInteger("Max-Forwards");
  }

  /** RFC 3261 §20.19 delta-seconds; undefined when absent. */
  expires(): number | undefined {
    return this.optionalInteger("Expires");
  }

  /** All credentials or challenges carried in `name` (Authorization, WWW-Authenticate, …). */
  authParams(name: string): AuthParams[] {
    return this.headers.getAll(name).map((value) => parseAuthParams(value, name));
  }

  contentType(): string | undefined {
    return this.headers.get("Content-Type")?.trim();
  }

  /** Option tags of Require/Proxy-Require/Supported (RFC 3261 §20.32). */
  optionTags(name: string): string[] {
    return this.headers
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== "");
  }

  /**
   * The tag of From or To, remembered with the header text it came from: the proxy asks for the
   * tags of one message many times (transaction and dialog matching, routing, loop hash), and a
   * changed header (identity rewrite) is simply parsed again.
   */
  private tagOf(name: "From" | "To"): string | undefined {
    const raw = this.required(name);
    const memo = this.tags[name];
    if (memo?.raw === raw) return memo.tag;
    const tag = parseNameAddr(raw, name).params.getText("tag");
    this.tags[name] = { raw, tag };
    return tag;
  }

  private readonly tags: { From?: TagMemo; To?: TagMemo } = {};
  private cseqMemo: { readonly raw: string; readonly value: CSeq } | undefined;
  private viasMemo: { readonly raws: readonly string[]; readonly value: readonly Via[] } | undefined;

  protected required(name: string): string {
    const value = this.headers.get(name);
    if (value === undefined) throw missing(name);
    return value;
  }

  private optionalInteger(name: string): number | undefined {
    const value = this.headers.get(name);
    if (value === undefined) return undefined;
    if (!/^\s*\d{1,10}\s*$/.test(value)) {
      throw new SipParseError("bad-header-value", `${name}: not a number "${value}"`, name);
    }
    return Number(value);
  }

  protected serializeHeadersAndBody(startLine: string): string {
    let text = `${startLine}\r\n`;
    for (const field of this.headers) {
      // Names are stored canonical (header-list.ts), so one comparison finds "l" and any case too.
      if (field.name === "Content-Length") continue;
      text += `${field.name}: ${field.value}\r\n`;
    }
    text += `Content-Length: ${Buffer.byteLength(this.body, "utf8")}\r\n\r\n`;
    return text + this.body;
  }
}

export class SipRequest extends SipMessage {
  readonly kind = "request";

  constructor(
    public method: string,
    public uri: Uri,
    headers: HeaderList,
    body = "",
  ) {
    super(headers, body);
  }

  clone(): SipRequest {
    return new SipRequest(this.method, cloneUri(this.uri), this.headers.clone(), this.body);
  }

  override toString(): string {
    return this.serializeHeadersAndBody(`${this.method} ${serializeUri(this.uri)} SIP/2.0`);
  }
}

export class SipResponse extends SipMessage {
  readonly kind = "response";

  constructor(
    public status: number,
    public reason: string,
    headers: HeaderList,
    body = "",
  ) {
    super(headers, body);
  }

  clone(): SipResponse {
    return new SipResponse(this.status, this.reason, this.headers.clone(), this.body);
  }

  override toString(): string {
    return this.serializeHeadersAndBody(`SIP/2.0 ${this.status} ${this.reason}`);
  }
}

export type SipMessageUnion = SipRequest | SipResponse;

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function missing(name: string): SipParseError {
  return new SipParseError("missing-header", `missing ${name}`, name);
}
