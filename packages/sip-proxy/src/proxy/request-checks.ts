import { isSipUri } from "../grammar/sip-uri";
import { viaBranch } from "../grammar/via";
import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";
import { isOurLoopBranch } from "./branch-ids";
import type { ProxyAddress } from "./proxy-address";

/** Proxy-Require tags we honour (RFC 3261 §16.3 step 5). None: we implement no proxy extension. */
const SUPPORTED_PROXY_EXTENSIONS = new Set<string>();

/**
 * RFC 3261 §16.3 request validation, steps 2–5 (step 1 is the parser's, step 6 authentication's).
 * Returns the error response to send, or undefined when the request may proceed.
 */
export function checkRequest(
  request: SipRequest,
  address: ProxyAddress,
  hash: string,
): SipResponse | undefined {
  // Step 2: a scheme we can route.
  if (!isSipUri(request.uri)) return createResponse(request, 416);
  // Step 3: Max-Forwards. ACK and CANCEL are not answered, but still must not be forwarded at 0.
  if (request.maxForwards() === 0) return createResponse(request, 483);
  // Step 4: loop detection through our own Via entries (`hash` is the request's loopHash).
  for (const via of request.vias()) {
    if (address.isOwnHost(via.host) && isOurLoopBranch(viaBranch(via), hash))
      return createResponse(request, 482);
  }
  // Step 5: Proxy-Require.
  const unsupported = request
    .optionTags("Proxy-Require")
    .filter((tag) => !SUPPORTED_PROXY_EXTENSIONS.has(tag));
  if (unsupported.length > 0)
    return createResponse(request, 420, { headers: [["Unsupported", unsupported.join(", ")]] });
  return undefined;
}
