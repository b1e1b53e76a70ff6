import { isToken, quote, splitTopLevel, unquote } from "./scanner";
import { SipParseError } from "./sip-parse-error";

/**
 * A challenge or credentials value (RFC 3261 §25.1, RFC 2617 §1.2): a scheme followed by
 * comma-separated `name=value` pairs, values quoted or tokens. Names are lower-cased.
 */
export interface AuthParams {
  scheme: string;
  params: Map<string, string>;
}

export function parseAuthParams(text: string, header: string): AuthParams {
  const value = text.trim();
  const space = value.search(/\s/);
  const scheme = space === -1 ? value : value.slice(0, space);
  if (!isToken(scheme)) throw new SipParseError("bad-header-value", `${header}: bad scheme`, header);
  const params = new Map<string, string>();
  const rest = space === -1 ? "" : value.slice(space + 1);
  for (const raw of splitTopLevel(rest, ",")) {
    const part = raw.trim();
    if (part === "") continue;
    const eq = part.indexOf("=");
    const name = eq === -1 ? "" : part.slice(0, eq).trim().toLowerCase();
    if (!isToken(name))
      throw new SipParseError("bad-header-value", `${header}: bad parameter "${part}"`, header);
    params.set(name, unquote(part.slice(eq + 1)));
  }
  return { scheme, params };
}

/** Parameters that RFC 2617 §3.2 writes as tokens; every other one is quoted. */
const UNQUOTED = new Set(["algorithm", "stale", "nc"]);

export function serializeAuthParams(value: AuthParams): string {
  const pairs = [...value.params].map(([name, v]) => `${name}=${UNQUOTED.has(name) ? v : quote(v)}`);
  return `${value.scheme} ${pairs.join(", ")}`;
}
