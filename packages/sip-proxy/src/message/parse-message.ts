import { headerName, type HeaderName } from "../grammar/header-names";
import { parseNameAddr } from "../grammar/name-addr";
import { isDigitCode, isToken, isTokenCode, splitTopLevel } from "../grammar/scanner";
import { SipParseError } from "../grammar/sip-parse-error";
import { parseUri } from "../grammar/sip-uri";
import { HeaderList } from "./header-list";
import { SipRequest, SipResponse, type SipMessageUnion } from "./sip-message";

export type ParseResult =
  | { ok: true; message: SipMessageUnion }
  | {
      ok: false;
      error: SipParseError;
      /** The message as far as it could be read, when its start line and header lines were sound:
       * enough to answer 400 with the received Via/From/To/Call-ID/CSeq. */
      partial?: SipMessageUnion;
    };

/**
 * RFC 3261 §7.3.1: only headers whose grammar is a comma-separated list may appear more than once;
 * these define the dialog and the transaction, and two different values of one would let each
 * reader of the message pick another (so §16.3 step 1 / §21.4.1: 400).
 */
const SINGLE_VALUED = ["Call-ID", "CSeq", "From", "To", "Max-Forwards", "Content-Length"];
/** One bit per single-valued header, by lookup key: the parser counts them as it reads. */
const SINGLE_VALUED_BIT = new Map(SINGLE_VALUED.map((name, index) => [name.toLowerCase(), 1 << index]));

/**
 * RFC 3261 §25.1: header values are UTF-8 text without control characters other than HTAB (CR and
 * LF only end lines). A NUL in a Call-ID would otherwise reach the app's storage.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0a-\x1f\x7f]/;
/**
 * Any line of a head holds a control character only if the head holds one of these or a CR
 * that does not end a line (`hasControlCharacter`): LF and the CR before it only end lines.
 */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTER_BUT_CR_LF = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

const STATUS_LINE = /^SIP\/2\.0 +(\d{3}) ?(.*)$/i;
const REQUEST_LINE = /^([A-Za-z0-9\-.!%*_+`'~]+) +(\S+) +(SIP\/\d+\.\d+)$/i;

/**
 * Parses one SIP message from one WebSocket frame (RFC 7118 §5: a frame carries exactly one
 * message). Never throws: malformations come back as a typed `SipParseError`.
 */
export function parseMessage(frame: string): ParseResult {
  try {
    return parseStrict(frame);
  } catch (error) {
    if (error instanceof SipParseError) return { ok: false, error };
    return { ok: false, error: new SipParseError("bad-header-value", String(error)) };
  }
}

function parseStrict(frame: string): ParseResult {
  // RFC 3261 §7.5: CRLFs before the start line are ignored (they are also keep-alives).
  const text = startsWithLineEnd(frame) ? frame.replace(/^(?:\r?\n)+/, "") : frame;
  if (isBlank(text)) return { ok: false, error: new SipParseError("empty-message", "empty message") };
  const { headEnd, bodyStart } = splitHead(text);
  const head = text.slice(0, headEnd);
  const lines = new HeadLines(head);
  const startLine = lines.next() ?? "";

  const headers = new HeaderList();
  let headerError: SipParseError | undefined;
  let seenSingle = 0;
  let repeatedSingle = 0;
  // One scan of the whole head finds that there is none (the usual case); only then line by line.
  const controlled = hasControlCharacter(head);
  if (controlled && CONTROL_CHARACTER.test(startLine))
    headerError = new SipParseError("control-character", "control character in the start line");
  for (let read = lines.nextInPlace(); read !== undefined; read = lines.nextInPlace()) {
    // The usual line (unfolded, no control character, a name seen before) is read in place: no
    // copy of the line nor of its name, where each header of each message cost two strings.
    const colon = read === true && !controlled ? head.indexOf(":", lines.start) : -1;
    const known = colon !== -1 && colon < lines.end ? nameInPlace(head, lines.start, colon) : undefined;
    let info: HeaderName | undefined;
    let value: string;
    if (known) {
      info = known.info;
      value = headerValue(head, colon, lines.end);
    } else {
      const line = read === true ? head.slice(lines.start, lines.end) : read;
      if (controlled && CONTROL_CHARACTER.test(line)) {
        headerError ??= new SipParseError(
          "control-character",
          `control character in "${line.slice(0, line.indexOf(":"))}"`,
        );
      }
      const lineColon = line.indexOf(":");
      info = lineColon === -1 ? undefined : parsedHeaderName(line.slice(0, lineColon));
      if (!info) {
        headerError ??= new SipParseError("bad-header-line", `bad header line "${line}"`);
        continue;
      }
      value = headerValue(line, lineColon, line.length);
    }
    const single = known ? known.single : singleValuedBit(info);
    repeatedSingle |= seenSingle & single;
    seenSingle |= single;
    // Most list headers hold one value per line: only a comma makes splitting worth its arrays.
    if (info.list && value.includes(","))
      for (const item of splitTopLevel(value, ",")) headers.appendNamed(info, item.trim());
    else headers.appendNamed(info, value);
  }

  const { message, versionError } = parseStartLine(startLine, headers);
  headerError ??= versionError ?? duplicateHeader(repeatedSingle);
  if (headerError) return { ok: false, error: headerError, partial: message };
  const body = readBody(bodyStart === -1 ? "" : text.slice(bodyStart), headers);
  if (typeof body !== "string") return { ok: false, error: body, partial: message };
  message.body = body;
  const invalid = checkMandatoryHeaders(message);
  return invalid ? { ok: false, error: invalid, partial: message } : { ok: true, message };
}

/**
 * Where the head ends and the body starts: the first empty line, whether lines end in CRLF or a
 * bare LF (the first match of `\r?\n\r?\n`). Without one the whole text is head (bodyStart -1).
 */
function splitHead(text: string): { headEnd: number; bodyStart: number } {
  for (let lf = text.indexOf("\n"); lf !== -1; lf = text.indexOf("\n", lf + 1)) {
    const next = text.charCodeAt(lf + 1);
    const blank = next === LF ? lf + 2 : next === CR && text.charCodeAt(lf + 2) === LF ? lf + 3 : -1;
    if (blank !== -1) return { headEnd: text.charCodeAt(lf - 1) === CR ? lf - 1 : lf, bodyStart: blank };
  }
  return { headEnd: text.length, bodyStart: -1 };
}

/**
 * The head's lines, one at a time, without the CR of their CRLF (RFC 3261 §7: CRLF ends a line; a
 * bare LF is tolerated), a line starting with SP or HT joined to the header before it (RFC 3261
 * §7.3.1 LWS folding; never to the start line).
 */
class HeadLines {
  private position = 0;
  private index = 0;

  constructor(private readonly head: string) {}

  /** Where the line `nextInPlace` found starts and ends in the head. */
  start = 0;
  end = 0;

  /**
   * The next header line, like `next`, but without copying the usual one: true when it is not
   * folded (its bounds in `start` and `end`), its joined text when it is, undefined at the end.
   */
  nextInPlace(): true | string | undefined {
    const { head } = this;
    if (this.position > head.length || this.index === 0) return this.next();
    const lf = head.indexOf("\n", this.position);
    const stop = lf === -1 ? head.length : lf;
    const following = stop + 1 > head.length ? NaN : head.charCodeAt(stop + 1);
    if (following === SP || following === HTAB) return this.next();
    this.start = this.position;
    this.end = stop > this.position && head.charCodeAt(stop - 1) === CR ? stop - 1 : stop;
    this.position = stop + 1;
    this.index += 1;
    return true;
  }

  next(): string | undefined {
    let line = this.read();
    if (line === undefined || this.index === 1) return line;
    for (let first = this.peekCode(); first === SP || first === HTAB; first = this.peekCode()) {
      line = `${line} ${(this.read() ?? "").trim()}`;
    }
    return line;
  }

  private read(): string | undefined {
    const { head } = this;
    if (this.position > head.length) return undefined;
    const lf = head.indexOf("\n", this.position);
    const stop = lf === -1 ? head.length : lf;
    const end = stop > this.position && head.charCodeAt(stop - 1) === CR ? stop - 1 : stop;
    const line = head.slice(this.position, end);
    this.position = stop + 1;
    this.index += 1;
    return line;
  }

  private peekCode(): number {
    return this.position > this.head.length ? NaN : this.head.charCodeAt(this.position);
  }
}

/**
 * The canonical name of a header line's name as written, when it is a token (RFC 3261 §25.1):
 * every message names the same few headers, so each name is trimmed and checked once. Bounded,
 * so that a peer inventing names cannot grow it.
 */
function parsedHeaderName(written: string): HeaderName | undefined {
  const known = PARSED_NAMES.get(written);
  if (known) return known;
  const name = written.trim();
  if (!isToken(name)) return undefined;
  const info = headerName(name);
  if (PARSED_NAMES.size < MAX_PARSED_NAMES) {
    PARSED_NAMES.set(written, info);
    const code = written.charCodeAt(0);
    let sameStart = PARSED_BY_FIRST_CODE.get(code);
    if (!sameStart) PARSED_BY_FIRST_CODE.set(code, (sameStart = []));
    sameStart.push({ written, info, single: singleValuedBit(info) });
  }
  return info;
}

/** `parsedHeaderName` of `text.slice(start, colon)`, for a name parsed before, without the slice. */
function nameInPlace(text: string, start: number, colon: number): ParsedName | undefined {
  const sameStart = PARSED_BY_FIRST_CODE.get(text.charCodeAt(start));
  if (sameStart)
    for (const parsed of sameStart)
      if (parsed.written.length === colon - start && text.startsWith(parsed.written, start)) return parsed;
  return undefined;
}

/** A header name as written, what it stands for, and its bit if it may appear only once. */
interface ParsedName {
  readonly written: string;
  readonly info: HeaderName;
  readonly single: number;
}

function singleValuedBit(info: HeaderName): number {
  return SINGLE_VALUED_BIT.get(info.key) ?? 0;
}

const PARSED_NAMES = new Map<string, HeaderName>();
/** The same names by their first code unit: a line's name is matched where it stands. */
const PARSED_BY_FIRST_CODE = new Map<number, ParsedName[]>();
const MAX_PARSED_NAMES = 512;

/** A plain character class and a few indexOf: one scan of the head, where a lookahead would make the regular expression crawl. */
function hasControlCharacter(head: string): boolean {
  if (CONTROL_CHARACTER_BUT_CR_LF.test(head)) return true;
  for (let cr = head.indexOf("\r"); cr !== -1; cr = head.indexOf("\r", cr + 1)) {
    if (head.charCodeAt(cr + 1) !== LF) return true;
  }
  return false;
}

/**
 * The value after the colon up to `end`, trimmed. Nearly every line reads `Name: value`: that one is a single
 * slice, where slice-then-trim made two strings of each header of each message (garbage on the
 * call path). Anything else, or any code unit that might be white space at either end, is trimmed
 * as before.
 */
function headerValue(text: string, colon: number, end: number): string {
  const start = colon + 2;
  if (
    text.charCodeAt(colon + 1) === SP &&
    start < end &&
    !mayBeWhiteSpace(text.charCodeAt(start)) &&
    !mayBeWhiteSpace(text.charCodeAt(end - 1))
  )
    return text.slice(start, end);
  return text.slice(colon + 1, end).trim();
}

/** ASCII white space and controls, and every non-ASCII unit (some are white space to `trim`). */
function mayBeWhiteSpace(code: number): boolean {
  return code <= SP || code >= 0x7f;
}

function startsWithLineEnd(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === CR || first === LF;
}

/** Whether `text` is only white space, without the copy `trim()` would make of a whole frame. */
function isBlank(text: string): boolean {
  return !NOT_BLANK.test(text);
}

const NOT_BLANK = /\S/;
const CR = 0x0d;
const LF = 0x0a;

const SP = 0x20;
const HTAB = 0x09;

/**
 * The start line. A request of another SIP version is still read (with a `versionError`), so that
 * it can be answered 505 (RFC 3261 §8.2.2 / §21.5.6).
 */
function parseStartLine(
  line: string,
  headers: HeaderList,
): { message: SipMessageUnion; versionError?: SipParseError } {
  const common = parseCommonStartLine(line, headers);
  if (common) return { message: common };
  const status = STATUS_LINE.exec(line.trim());
  if (status) {
    const code = Number(status[1]);
    if (code < 100 || code > 699) throw new SipParseError("bad-status-code", `bad status code ${code}`);
    return { message: new SipResponse(code, status[2] ?? "", headers) };
  }
  const request = REQUEST_LINE.exec(line.trim());
  if (!request?.[1] || !request[2]) throw new SipParseError("bad-start-line", `bad start line "${line}"`);
  const message = new SipRequest(request[1], parseUri(request[2]), headers);
  if (request[3]?.toUpperCase() === "SIP/2.0") return { message };
  return { message, versionError: new SipParseError("bad-version", `unsupported ${request[3]}`) };
}

/**
 * `METHOD uri SIP/2.0` or `SIP/2.0 code reason` with single spaces and nothing around, as every
 * UA writes them, read with indexOf and char codes; anything else (and every error) is left to the
 * regular expressions of `parseStartLine`.
 */
function parseCommonStartLine(line: string, headers: HeaderList): SipMessageUnion | undefined {
  if (line.length === 0 || mayBeWhiteSpace(line.charCodeAt(line.length - 1))) return undefined;
  if (line.startsWith(VERSION_SPACE)) {
    const codeStart = VERSION_SPACE.length;
    const codeEnd = codeStart + 3;
    for (let at = codeStart; at < codeEnd; at += 1) if (!isDigitCode(line.charCodeAt(at))) return undefined;
    const code = Number(line.slice(codeStart, codeEnd));
    if (code < 100 || code > 699 || line.charCodeAt(codeEnd) !== SP) return undefined;
    return new SipResponse(code, line.slice(codeEnd + 1), headers);
  }
  if (!line.endsWith(SPACE_VERSION)) return undefined;
  const methodEnd = line.indexOf(" ");
  const uriEnd = line.length - SPACE_VERSION.length;
  if (methodEnd <= 0 || methodEnd >= uriEnd || line.indexOf(" ", methodEnd + 1) !== uriEnd) return undefined;
  for (let at = 0; at < methodEnd; at += 1) if (!isTokenCode(line.charCodeAt(at))) return undefined;
  const uri = line.slice(methodEnd + 1, uriEnd);
  if (WHITESPACE.test(uri)) return undefined;
  return new SipRequest(line.slice(0, methodEnd), parseUri(uri), headers);
}

const VERSION_SPACE = "SIP/2.0 ";
const SPACE_VERSION = " SIP/2.0";
const WHITESPACE = /\s/;

function duplicateHeader(repeated: number): SipParseError | undefined {
  if (repeated === 0) return undefined;
  const name = SINGLE_VALUED.find(
    (header) => ((SINGLE_VALUED_BIT.get(header.toLowerCase()) ?? 0) & repeated) !== 0,
  );
  return name === undefined
    ? undefined
    : new SipParseError("duplicate-header", `more than one ${name}`, name);
}

/** RFC 3261 §18.3 / §20.14: Content-Length counts octets; fewer octets than announced is an error. */
function readBody(raw: string, headers: HeaderList): string | SipParseError {
  const declared = headers.get("Content-Length");
  if (declared === undefined) return raw;
  if (!/^\d+$/.test(declared))
    return new SipParseError("bad-content-length", `bad Content-Length "${declared}"`);
  const length = Number(declared);
  // The usual case: the body is exactly as long as announced, and needs no copy.
  if (Buffer.byteLength(raw, "utf8") === length) return raw;
  const bytes = Buffer.from(raw, "utf8");
  if (bytes.length < length) {
    return new SipParseError(
      "bad-content-length",
      `body has ${bytes.length} octets, Content-Length says ${length}`,
    );
  }
  return bytes.subarray(0, length).toString("utf8");
}

/**
 * Every Contact, Route and Record-Route value must read as `contacts()`, `routes()` and
 * `recordRoutes()` read it (a malformed one is a 400): one pass over the fields, without the lists
 * and Contact objects those accessors build for a reader.
 */
function checkAddresses(message: SipMessageUnion): void {
  for (const { name, value } of message.headers) {
    if (name === "Route" || name === "Record-Route" || (name === "Contact" && value.trim() !== "*"))
      parseNameAddr(value, name);
  }
}

function checkMandatoryHeaders(message: SipMessageUnion): SipParseError | undefined {
  try {
    // RFC 3261 §8.1.1: To, From, CSeq, Call-ID, Max-Forwards (requests) and Via are mandatory;
    // Max-Forwards is tolerated when absent (§16.6 step 3 adds it).
    if (message.vias().length === 0) throw new SipParseError("missing-header", "missing Via", "Via");
    // Parsing the tags reads all of From and To, and keeps the tags for the many later lookups.
    message.fromTag();
    message.toTag();
    if (message.callId() === "") throw new SipParseError("missing-header", "empty Call-ID", "Call-ID");
    const cseq = message.cseq();
    message.maxForwards();
    checkAddresses(message);
    if (message.kind === "request" && cseq.method !== message.method) {
      throw new SipParseError("bad-header-value", "CSeq method does not match the request method", "CSeq");
    }
    return undefined;
  } catch (error) {
    if (error instanceof SipParseError) return error;
    throw error;
  }
}
