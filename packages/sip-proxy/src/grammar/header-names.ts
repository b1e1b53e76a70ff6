// RFC 3261 §7.3.3 compact forms, plus the ones later RFCs registered (RFC 3515 r, RFC 3892 b,
// RFC 3265 o/u, RFC 4028 x, RFC 3841 a/j/d).
const COMPACT: Readonly<Record<string, string>> = {
  i: "Call-ID",
  m: "Contact",
  f: "From",
  t: "To",
  v: "Via",
  l: "Content-Length",
  c: "Content-Type",
  k: "Supported",
  s: "Subject",
  e: "Content-Encoding",
  o: "Event",
  u: "Allow-Events",
  r: "Refer-To",
  b: "Referred-By",
  x: "Session-Expires",
  a: "Accept-Contact",
  j: "Reject-Contact",
  d: "Request-Disposition",
};

const CANONICAL = new Map(
  [
    ...Object.values(COMPACT),
    "CSeq",
    "Max-Forwards",
    "Route",
    "Record-Route",
    "Expires",
    "Min-Expires",
    "Authorization",
    "Proxy-Authorization",
    "WWW-Authenticate",
    "Proxy-Authenticate",
    "Authentication-Info",
    "Reason",
    "Allow",
    "Accept",
    "Require",
    "Proxy-Require",
    "Unsupported",
    "User-Agent",
    "Server",
    "P-Asserted-Identity",
    "P-Preferred-Identity",
    "Path",
    "Date",
    "Timestamp",
    "Replaces",
    "RSeq",
    "RAck",
    "Warning",
    "Retry-After",
  ].map((name) => [name.toLowerCase(), name]),
);

/** Headers whose grammar is a comma-separated list (RFC 3261 §7.3.1), so one line may hold several values. */
const LIST_HEADERS = new Set(
  [
    "Via",
    "Route",
    "Record-Route",
    "Contact",
    "Allow",
    "Accept",
    "Accept-Encoding",
    "Accept-Language",
    "Supported",
    "Require",
    "Proxy-Require",
    "Unsupported",
    "Content-Encoding",
    "Content-Language",
    "Allow-Events",
    "Alert-Info",
    "Call-Info",
    "Error-Info",
    "In-Reply-To",
    "Reason",
    "P-Asserted-Identity",
    "P-Preferred-Identity",
    "Path",
    "Service-Route",
    "Warning",
  ].map((name) => name.toLowerCase()),
);

/** `v` → `Via`, `call-id` → `Call-ID`; unknown names are kept as written. */
function canonicalHeaderName(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  return COMPACT[lower] ?? CANONICAL.get(lower) ?? trimmed;
}

function isListHeader(canonicalName: string): boolean {
  return LIST_HEADERS.has(canonicalName.toLowerCase());
}

export interface HeaderName {
  readonly canonical: string;
  /** The canonical name lower-cased: what lookups compare. */
  readonly key: string;
  readonly list: boolean;
}

/**
 * Canonical name, lookup key and list grammar per name as written: every message names the same
 * few headers, and each parse, get and append would otherwise trim, lower-case and look up the
 * name again. Bounded, so that a peer inventing header names cannot grow it.
 */
const NAMES = new Map<string, HeaderName>();
const MAX_NAMES = 512;

export function headerName(name: string): HeaderName {
  const known = NAMES.get(name);
  if (known) return known;
  const canonical = canonicalHeaderName(name);
  const info = { canonical, key: canonical.toLowerCase(), list: isListHeader(canonical) };
  if (NAMES.size < MAX_NAMES) NAMES.set(name, info);
  return info;
}
