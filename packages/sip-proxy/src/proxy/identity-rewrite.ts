import { Params } from "../grammar/params";
import { cloneNameAddr, parseNameAddr, serializeNameAddr, type NameAddr } from "../grammar/name-addr";
import { cloneUri, isSipUri } from "../grammar/sip-uri";
import type { IdentityRewrite } from "../dialog/tracked-dialog";
import type { CallerDecoration } from "./hooks";

/*
 * How the caller appears to the callee, kept consistent in both directions.
 *
 * The app may present a caller under another name or number (a caller id the user chose). The
 * callee's UA shows From, so From must change; RFC 3261 §12 identifies a dialog by Call-ID and tags
 * only, so changing the From URI and display name — never its tag — leaves the dialog intact, as
 * RFC 4916 (connected identity) also relies on. Each side must nevertheless keep seeing the URIs it
 * saw first (§12.2.1.1 has a UA copy the remote URI into every request), so the proxy rewrites at
 * every crossing, like Kamailio's uac_replace_from with restore:
 *
 *   caller → callee request   From: original → decorated        (its responses: From back to original)
 *   callee → caller request   To:   decorated → original        (its responses: To back to decorated)
 *
 * The rewrite is stored with the tracked dialog, keyed by Call-ID and the caller's tag. The
 * initial request also gets P-Asserted-Identity (RFC 3325 §9.1) with the identity the callee sees,
 * after any P-Asserted-/P-Preferred-Identity from the client is removed: only the proxy asserts.
 */

/** The caller's identity before and after decoration; undefined when the decoration changes nothing. */
export function identityRewrite(
  from: NameAddr,
  decoration: CallerDecoration | undefined,
): IdentityRewrite | undefined {
  const original: NameAddr = { uri: cloneUri(from.uri), params: new Params() };
  if (from.displayName !== undefined) original.displayName = from.displayName;
  if (!decoration || (decoration.displayName === undefined && decoration.user === undefined))
    return undefined;
  const decorated = cloneNameAddr(original);
  if (decoration.displayName === "") delete decorated.displayName;
  else if (decoration.displayName !== undefined) decorated.displayName = decoration.displayName;
  if (decoration.user !== undefined && isSipUri(decorated.uri)) decorated.uri.user = decoration.user;
  return { original, decorated };
}

/** `header`'s value with its display name and URI replaced by `identity`'s, its parameters (tag) kept. */
export function withIdentity(headerValue: string, header: "From" | "To", identity: NameAddr): string {
  const current = parseNameAddr(headerValue, header);
  const next: NameAddr = { uri: cloneUri(identity.uri), params: current.params };
  if (identity.displayName !== undefined) next.displayName = identity.displayName;
  return serializeNameAddr(next);
}

/** The P-Asserted-Identity value for what the callee sees. */
export function assertedIdentity(identity: NameAddr): string {
  // Serialising only reads the URI: no copy of it, and no parameters (tag) of the original.
  return serializeNameAddr({ uri: identity.uri, displayName: identity.displayName, params: new Params() });
}
