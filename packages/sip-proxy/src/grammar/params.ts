import { SipParseError } from "./sip-parse-error";
import { splitTopLevel, unquote } from "./scanner";

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

  constructor(entries: Iterable<ParamEntry> = []) {
    this.entries = [...entries].map(([name, value]) => [name, value]);
  }

  /** Parses `;a=1;b;c="x;y"` (the leading `;` optional). */
  static parse(text: string, context: string): Params {
    const params = new Params();
    const trimmed = text.trim();
    const body = trimmed.startsWith(";") ? trimmed.slice(1) : trimmed;
    if (body === "") return params;
    for (const raw of splitTopLevel(body, ";")) {
      const part = raw.trim();
      const eq = part.indexOf("=");
      const name = eq === -1 ? part : part.slice(0, eq).trimEnd();
      const value = eq === -1 ? null : part.slice(eq + 1).trimStart();
      if (!PARAM_NAME.test(name) || value === "") {
        throw new SipParseError("bad-header-value", `bad parameter "${part}" in ${context}`, context);
      }
      params.entries.push([name, value]);
    }
    return params;
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
    return new Params(this.entries);
  }

  toString(): string {
    return this.entries.map(([name, value]) => (value === null ? `;${name}` : `;${name}=${value}`)).join("");
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
