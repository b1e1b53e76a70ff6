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
  return fingerprint(parts.join("|"));
}

/**
 * A 64-bit FNV-1a of the text's UTF-16 units, as 14 base-32 digits. The loop hash only has to tell
 * a request that came back unchanged from another one (RFC 5393 §4.2 asks for no particular
 * function); a collision makes at worst one request look like a loop to its own sender. It runs
 * for every request received, where a SHA-1 cost a native call and several allocations.
 */
export function fingerprint(text: string): string {
  // Two 32-bit halves of the 64-bit state; the prime 2^40 + 2^8 + 0xb3 multiplies as (hi, lo).
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    const loTimesLowPrime = lo * 0x1b3;
    const carry = Math.floor(loTimesLowPrime / 0x100000000);
    hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
    lo = loTimesLowPrime >>> 0;
  }
  return hi.toString(32).padStart(7, "0") + lo.toString(32).padStart(7, "0");
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
  return `${MAGIC_COOKIE}${fingerprint(`stateless|${incomingBranch}`)}`;
}
