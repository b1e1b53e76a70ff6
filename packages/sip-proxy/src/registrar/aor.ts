import { isSipUri, parseUri, type Uri } from "../grammar/sip-uri";

/** An address of record in canonical form, `sip:user@host` (RFC 3261 §10.3 step 5). */
export type Aor = string & { readonly __brand: "Aor" };

/**
 * RFC 3261 §10.3 step 5: the canonical AoR drops every URI parameter and header, unescapes the
 * user and lower-cases the host; `sips` and `sip` name the same AoR here.
 */
export function aorOf(uri: Uri): Aor | undefined {
  if (!isSipUri(uri) || uri.user === undefined) return undefined;
  let user = uri.user;
  try {
    user = decodeURIComponent(user);
  } catch {
    // A stray "%" is kept as written.
  }
  return `sip:${user}@${uri.host.toLowerCase()}` as Aor;
}

/** Reads an AoR from hook output: a SIP URI, or a bare user part completed with `domain`. */
export function toAor(text: string, domain: string): Aor | undefined {
  const value = text.includes(":") ? text : `sip:${text}@${domain}`;
  try {
    return aorOf(parseUri(value));
  } catch {
    return undefined;
  }
}

export function userOf(aor: Aor): string {
  return aor.slice(4, aor.lastIndexOf("@"));
}
