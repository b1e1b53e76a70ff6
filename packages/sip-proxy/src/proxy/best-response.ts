import type { SipResponse } from "../message/sip-message";

/** Within 4xx, RFC 3261 §16.7 step 6 prefers responses that let the caller retry; then ours. */
const PREFERRED_4XX = [401, 407, 415, 420, 484, 486, 403, 488, 404, 480, 487, 408];

function rank(status: number): number {
  const responseClass = Math.floor(status / 100);
  // Step 6: a 6xx beats everything; otherwise the lowest class wins.
  const classRank = responseClass === 6 ? 0 : responseClass;
  const preferred = PREFERRED_4XX.indexOf(status);
  const inClass = responseClass === 4 ? (preferred === -1 ? PREFERRED_4XX.indexOf(403) + 0.5 : preferred) : status % 100;
  return classRank * 1000 + inClass;
}

/**
 * RFC 3261 §16.7 step 6 best final response among the branches' 3xx–6xx responses, with step 7's
 * merging of every 401/407 challenge into the chosen one.
 */
export function chooseBestResponse(responses: readonly SipResponse[]): SipResponse | undefined {
  let best: SipResponse | undefined;
  for (const response of responses) if (!best || rank(response.status) < rank(best.status)) best = response;
  if (!best || (best.status !== 401 && best.status !== 407)) return best;
  const chosen = best.clone();
  for (const name of ["WWW-Authenticate", "Proxy-Authenticate"]) {
    const all = responses.filter((r) => r.status === 401 || r.status === 407).flatMap((r) => r.headers.getAll(name));
    if (all.length > 0) chosen.headers.setAll(name, [...new Set(all)]);
  }
  return chosen;
}
