import { hash } from "node:crypto";
import { MAGIC_COOKIE } from "../grammar/via";
import type { SipRequest } from "../message/sip-message";
import { serializeUri } from "../grammar/sip-uri";
import { randomToken } from "../message/random-token";

/**
 * RFC 3261 §16.6 step 8 / RFC 5393 §4.2: a hash of what identifies the request as received, so a
 * request that comes back unchanged (a loop, not a spiral) is recognised by our own Via.
 * The topmost Via is left out: in a loop it is the bouncing hop's, not ours (RFC 5393 §4.2.1).
 */
export function loopHash(request: SipRequest): string {
  const parts = [
    serializeUri(request.uri),
    request.fromTag() ?? "",
    request.toTag() ?? "",
    request.callId(),
    String(request.cseq().seq),
    request.headers.getAll("Proxy-Require").join(","),
  ];
  // The one-shot hash: no Hash object per request (this runs for every request received).
  return hash("sha1", parts.join("|"), "base64url").slice(0, 10);
}

/** A new branch for a forwarded request: unique, but prefixed with the loop hash. */
export function newBranch(hash: string): string {
  return `${MAGIC_COOKIE}${hash}.${randomToken(6, "base64url")}`;
}

export function isOurLoopBranch(branch: string | undefined, hash: string): boolean {
  return branch?.startsWith(`${MAGIC_COOKIE}${hash}.`) ?? false;
}

/**
 * RFC 3261 §16.11: a request forwarded statelessly (the ACK for a 2xx) gets the same branch every
 * time it is retransmitted, so derive it from the incoming branch.
 */
export function statelessBranch(incomingBranch: string): string {
  return `${MAGIC_COOKIE}${hash("sha1", `stateless|${incomingBranch}`, "base64url").slice(0, 16)}`;
}
