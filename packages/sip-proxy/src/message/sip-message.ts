import { parseAuthParams, type AuthParams } from "../grammar/auth-params";
import { parseCSeq, type CSeq } from "../grammar/cseq";
import { parseNameAddr, type NameAddr } from "../grammar/name-addr";
import { SipParseError } from "../grammar/sip-parse-error";
import { cloneUri, serializeUri, type Uri } from "../grammar/sip-uri";
import { parseVia, serializeVia, type Via } from "../grammar/via";
import { type HeaderList } from "./header-list";

/** A header read once: its parsed value, remembered with the text it came from. */
interface NameAddrMemo {
  readonly raw: string;
  readonly value: NameAddr;
  readonly tag: string | undefined;
}

/** The Vias read once, for the Via version of the header list they were read from. */
interface ViasMemo {
  readonly version: number;
  readonly value: readonly Via[];
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
    const memo = this.viasMemo;
    if (memo && memo.version === this.headers.viaVersion) return memo.value;
    const value = this.headers.getAll("Via").map(parseVia);
    this.viasMemo = { version: this.headers.viaVersion, value };
    return value;
  }

  /** Read-only, like `vias`. */
  topVia(): Via {
    const memo = this.viasMemo;
    if (memo && memo.version === this.headers.viaVersion && memo.value[0]) return memo.value[0];
    const value = this.headers.get("Via");
    if (value === undefined) throw missing("Via");
    return parseVia(value);
  }

  /**
   * Puts `via` above the others (a forwarded request) or in place of the top one (`replaceTop`:
   * the received request's stamped Via), so that the Vias already parsed stay parsed.
   */
  putTopVia(via: Via, replaceTop: boolean): void {
    const memo = this.viasMemo;
    const parsed = memo && memo.version === this.headers.viaVersion ? memo.value : undefined;
    const text = serializeVia(via);
    if (replaceTop) this.headers.replaceFirst("Via", text);
    else this.headers.prepend("Via", text);
    this.viasMemo = parsed && {
      version: this.headers.viaVersion,
      value: [via, ...(replaceTop ? parsed.slice(1) : parsed)],
    };
  }

  /**
   * Read-only, like `vias`: parsed once for the parser's check, the tags, the trusted-flow check
   * and the router (a changed From is parsed again). Whoever changes a value copies it first.
   */
  from(): NameAddr {
    return this.nameAddrOf("From").value;
  }

  /** Read-only, like `from`. */
  to(): NameAddr {
    return this.nameAddrOf("To").value;
  }

  /**
   * The tag of From or To: the proxy asks for the tags of one message many times (transaction
   * and dialog matching, routing, loop hash).
   */
  fromTag(): string | undefined {
    return this.nameAddrOf("From").tag;
  }

  toTag(): string | undefined {
    return this.nameAddrOf("To").tag;
  }

  callId(): string {
    return this.required("Call-ID").trim();
  }

  /** Read-only: the value is shared by every call until the CSeq header changes. */
  cseq(): CSeq {
    const raw = this.required("CSeq");
    if (this.memos.cseq?.raw !== raw) this.memos.cseq = { raw, value: parseCSeq(raw) };
    return this.memos.cseq.value;
  }

  contacts(): ContactValue[] {
    return this.headers.getAll("Contact").map((value): ContactValue => {
      if (value.trim() === "*") return { kind: "star" };
      const address = parseNameAddr(value, "Contact");
      // Written out: a spread into a literal with its own property takes V8's slow clone path.
      return { kind: "address", displayName: address.displayName, uri: address.uri, params: address.params };
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

  private nameAddrOf(name: "From" | "To"): NameAddrMemo {
    const raw = this.required(name);
    const memo = this.memos[name];
    if (memo?.raw === raw) return memo;
    const value = parseNameAddr(raw, name);
    const fresh = { raw, value, tag: value.params.getText("tag") };
    this.memos[name] = fresh;
    return fresh;
  }

  /**
   * The values read so far. Each is keyed by the text it was parsed from, so a clone (which
   * starts with the same header texts) may start with them too: a changed header is parsed again.
   */
  protected memos: ParsedHeaders = {};
  private viasMemo: ViasMemo | undefined;

  /** The clone's share of what this message parsed already. */
  protected copyMemosTo(copy: SipMessage): void {
    copy.memos = { ...this.memos };
    copy.viasMemo = this.viasMemo;
  }

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
    const copy = new SipRequest(this.method, cloneUri(this.uri), this.headers.clone(), this.body);
    this.copyMemosTo(copy);
    return copy;
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
    const copy = new SipResponse(this.status, this.reason, this.headers.clone(), this.body);
    this.copyMemosTo(copy);
    return copy;
  }

  override toString(): string {
    return this.serializeHeadersAndBody(`SIP/2.0 ${this.status} ${this.reason}`);
  }
}

export type SipMessageUnion = SipRequest | SipResponse;

interface ParsedHeaders {
  From?: NameAddrMemo;
  To?: NameAddrMemo;
  cseq?: { readonly raw: string; readonly value: CSeq };
}

function missing(name: string): SipParseError {
  return new SipParseError("missing-header", `missing ${name}`, name);
}
