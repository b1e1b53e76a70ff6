import { Params } from "./params";
import { indexOfTopLevel, isToken, quote, readQuoted } from "./scanner";
import { SipParseError } from "./sip-parse-error";
import { ParseMemo } from "./parse-memo";
import { cloneUri, readUri, serializeUri, type Uri } from "./sip-uri";

/**
 * A name-addr or addr-spec with header parameters (RFC 3261 §20.10, §25.1): the shape of From, To,
 * Contact, Route, Record-Route, P-Asserted-Identity and Refer-To values.
 */
export interface NameAddr {
  displayName?: string;
  uri: Uri;
  params: Params;
}

/**
 * Parses a name-addr or addr-spec; `header` names it in errors. The value is shared with every
 * other reader of the same text (parse-memo.ts): read-only, copied with `cloneNameAddr` to change.
 */
export function parseNameAddr(text: string, header: string): NameAddr {
  return NAME_ADDRS.get(text, header);
}

const NAME_ADDRS = new ParseMemo(readNameAddr);

function readNameAddr(text: string, header: string): NameAddr {
  const value = text.trim();
  const bad = (why: string): SipParseError =>
    new SipParseError("bad-header-value", `${header}: ${why}`, header);
  let displayName: string | undefined;
  let cursor = 0;
  if (value.startsWith('"')) {
    const read = readQuoted(value, 0);
    if (!read) throw bad("unterminated display name");
    displayName = read.text;
    cursor = read.end;
  }
  const open = indexOfTopLevel(value, "<", cursor);
  let uriText: string;
  let paramText: string;
  if (open !== -1) {
    const between = value.slice(cursor, open).trim();
    if (displayName === undefined && between !== "") {
      // RFC 3261 §25.1: display-name = *(token LWS) / quoted-string
      if (!between.split(/\s+/).every(isToken)) throw bad(`bad display name "${between}"`);
      displayName = between;
    } else if (between !== "") {
      throw bad("text between display name and URI");
    }
    const close = value.indexOf(">", open);
    if (close === -1) throw bad("missing >");
    uriText = value.slice(open + 1, close);
    paramText = value.slice(close + 1);
  } else {
    if (displayName !== undefined) throw bad("display name without <URI>");
    // RFC 3261 §20.10: without angle brackets every ";" parameter belongs to the header, not the URI.
    const semi = value.indexOf(";");
    uriText = semi === -1 ? value : value.slice(0, semi);
    paramText = semi === -1 ? "" : value.slice(semi);
  }
  if (paramText.trim() !== "" && !paramText.trim().startsWith(";")) throw bad("junk after URI");
  let uri: Uri;
  try {
    uri = readUri(uriText);
  } catch (error) {
    throw error instanceof SipParseError ? bad(error.message) : error;
  }
  const result: NameAddr = { uri, params: Params.parse(paramText, header) };
  if (displayName !== undefined) result.displayName = displayName;
  return result;
}

/** Always writes the `<…>` form, quoting the display name, which is never ambiguous. */
export function serializeNameAddr(value: NameAddr): string {
  const name =
    value.displayName === undefined || value.displayName === "" ? "" : `${quote(value.displayName)} `;
  return `${name}<${serializeUri(value.uri)}>${value.params.toString()}`;
}

export function cloneNameAddr(value: NameAddr): NameAddr {
  const copy: NameAddr = { uri: cloneUri(value.uri), params: value.params.clone() };
  if (value.displayName !== undefined) copy.displayName = value.displayName;
  return copy;
}
