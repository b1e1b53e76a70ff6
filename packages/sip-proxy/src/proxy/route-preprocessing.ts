import { parseNameAddr } from "../grammar/name-addr";
import { cloneUri, type SipUri } from "../grammar/sip-uri";
import type { SipRequest } from "../message/sip-message";
import type { ProxyAddress } from "./proxy-address";

/**
 * RFC 3261 §16.4 Route information preprocessing. Mutates `request` and returns the first of our
 * own Route URIs it removed (it carries the dialog's flow tokens), if any.
 */
export function preprocessRoutes(request: SipRequest, address: ProxyAddress): SipUri | undefined {
  const routes = request.headers.getAll("Route");
  // A strict router upstream put our Record-Route URI in the Request-URI and the real target last in
  // Route: restore the target and keep our URI as the route we "consumed".
  if (address.isOwnUri(request.uri) && request.uri.params.has("lr") && routes.length > 0) {
    const ours = request.uri;
    const last = routes[routes.length - 1] ?? "";
    // A copy: parsed values are shared by every reader of the same text (grammar/parse-memo.ts).
    request.uri = cloneUri(parseNameAddr(last, "Route").uri);
    request.headers.setAll("Route", routes.slice(0, -1));
    return ours;
  }
  let consumed: SipUri | undefined;
  for (;;) {
    const top = request.headers.get("Route");
    if (top === undefined) break;
    const uri = parseNameAddr(top, "Route").uri;
    if (!address.isOwnUri(uri)) break;
    request.headers.removeFirst("Route");
    consumed ??= cloneUri(uri);
  }
  return consumed;
}
