import { SipParseError } from "./sip-parse-error";
import { unquote } from "./scanner";

// RFC 3261 §25.1: pname = 1*paramchar, token for header params; both exclude these.
const PARAM_NAME = /^[^\s=;"<>,?@]+$/;

export type ParamEntry = readonly [name: string, value: string | null];

/**
 * An ordered list of `;name[=value]` parameters (RFC 3261 §19.1.1 uri-parameters and §7.3.1
 * generic-param). Names compare case-insensitively; values are kept as written, quotes included,
 * so that a value like JsSIP's `+sip.instance="<urn:uuid:…>"` is echoed back byte for byte.
 */
export class Params {
  private entries: Array<[string, string | null]>;

  constructor(entries: Iterable<ParamEntry> = NONE) {
    this.entries = [];
    for (const [name, value] of entries) this.entries.push([name, value]);
  }

  /**
   * Parses `;a=1;b;c="x;y"` (the leading `;` optional). Every URI and name-addr of every message
   * has parameters: one pass over the text, a slice per name and value, no intermediate strings.
   */
  static parse(text: string, context: string): Params {
    const params = new Params();
    let start = skipWhitespace(text, 0);
    const end = trimmedEnd(text);
    if (start < end && text.charCodeAt(start) === SEMICOLON) start += 1;
    if (start >= end) return params;
    // Without quotes or `<…>` (nearly always) every `;` separates: the native indexOf finds them.
    const plain = text.indexOf('"', start) === -1 && text.indexOf("<", start) === -1;
    for (;;) {
      const semicolon = plain ? text.indexOf(";", start) : -1;
      const stop = plain
        ? semicolon === -1 || semicolon > end
          ? end
          : semicolon
        : topLevelSemicolon(text, start, end);
      params.entries.push(readParam(text, start, stop, context));
      if (stop === end) return params;
      start = stop + 1;
    }
  }

  has(name: string): boolean {
    return this.find(name) !== undefined;
  }

  /** The raw value (quotes kept); null for a flag parameter; undefined when absent. */
  get(name: string): string | null | undefined {
    const entry = this.find(name);
    return entry === undefined ? undefined : entry[1];
  }

  /** The value without quotes, or undefined when absent or valueless. */
  getText(name: string): string | undefined {
    const value = this.get(name);
    return value == null ? undefined : unquote(value);
  }

  set(name: string, value: string | null): this {
    const entry = this.find(name);
    if (entry) entry[1] = value;
    else this.entries.push([name, value]);
    return this;
  }

  delete(name: string): this {
    const key = name.toLowerCase();
    this.entries = this.entries.filter(([n]) => n.toLowerCase() !== key);
    return this;
  }

  list(): readonly ParamEntry[] {
    return this.entries;
  }

  clone(): Params {
    const copy = new Params();
    for (const [name, value] of this.entries) copy.entries.push([name, value]);
    return copy;
  }

  toString(): string {
    let text = "";
    for (const [name, value] of this.entries) text += value === null ? `;${name}` : `;${name}=${value}`;
    return text;
  }

  // Runs for every parameter read of every message: a plain loop, and the name as asked for (the
  // usual case) matches without lower-casing each entry.
  private find(name: string): [string, string | null] | undefined {
    const key = name.toLowerCase();
    for (const entry of this.entries) {
      const n = entry[0];
      if (n === name || (n.length === key.length && n.toLowerCase() === key)) return entry;
    }
    return undefined;
  }
}

const NONE: readonly ParamEntry[] = [];
const SEMICOLON = 0x3b;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LESS = 0x3c;
const GREATER = 0x3e;

/** White space as `trim()` sees it: ASCII first, the rare Unicode spaces through the regular expression. */
function isWhitespace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return SPACE.test(String.fromCharCode(code));
}

const SPACE = /\s/;

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i += 1;
  return i;
}

function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end -= 1;
  return end;
}

/** The next `;` in `[from, end)` outside quotes and `<…>` (as scanner.splitTopLevel), or `end`. */
function topLevelSemicolon(text: string, from: number, end: number): number {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (quoted) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) quoted = false;
    } else if (code === QUOTE) quoted = true;
    else if (code === LESS) depth += 1;
    else if (code === GREATER) depth = Math.max(0, depth - 1);
    else if (code === SEMICOLON && depth === 0) return i;
  }
  return end;
}

/** One `name[=value]` in `[start, stop)`, white space around the name, `=` and value dropped. */
function readParam(text: string, start: number, stop: number, context: string): [string, string | null] {
  const from = skipWhitespace(text, start);
  let to = stop;
  while (to > from && isWhitespace(text.charCodeAt(to - 1))) to -= 1;
  let eq = from;
  while (eq < to && text.charCodeAt(eq) !== EQUALS) eq += 1;
  const hasValue = eq < to;
  let nameEnd = hasValue ? eq : to;
  while (nameEnd > from && isWhitespace(text.charCodeAt(nameEnd - 1))) nameEnd -= 1;
  const name = text.slice(from, nameEnd);
  const value = hasValue ? text.slice(skipWhitespace(text, eq + 1), to) : null;
  if (!PARAM_NAME.test(name) || value === "") {
    throw new SipParseError(
      "bad-header-value",
      `bad parameter "${text.slice(from, to)}" in ${context}`,
      context,
    );
  }
  return [name, value];
}
