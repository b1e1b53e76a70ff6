import { isSipUri, type Uri } from "./sip-uri";

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * RFC 3261 §19.1.4 URI comparison: user and password case-sensitive after unescaping, host
 * case-insensitive, the user/ttl/method/maddr/transport parameters must agree when either URI has
 * them, other parameters only when both have them, and URI headers must match exactly.
 */
export function uriEquals(a: Uri, b: Uri): boolean {
  if (!isSipUri(a) || !isSipUri(b)) {
    return a.scheme === b.scheme && !isSipUri(a) && !isSipUri(b) && a.opaque === b.opaque;
  }
  if (a.scheme !== b.scheme) return false;
  if (decode(a.user ?? "") !== decode(b.user ?? "") || (a.user === undefined) !== (b.user === undefined))
    return false;
  if (decode(a.password ?? "") !== decode(b.password ?? "")) return false;
  if (a.host.toLowerCase() !== b.host.toLowerCase() || a.port !== b.port) return false;
  for (const name of ["user", "ttl", "method", "maddr", "transport"]) {
    const va = a.params.get(name);
    const vb = b.params.get(name);
    if (va === undefined && vb === undefined) continue;
    if (va?.toLowerCase() !== vb?.toLowerCase()) return false;
  }
  for (const [name, va] of a.params.list()) {
    const vb = b.params.get(name);
    if (vb !== undefined && decode(vb ?? "").toLowerCase() !== decode(va ?? "").toLowerCase()) return false;
  }
  const headersOf = (uri: typeof a): string[] =>
    uri.headers.map(([n, v]) => `${n.toLowerCase()}=${decode(v)}`).sort();
  return headersOf(a).join("&") === headersOf(b).join("&");
}
