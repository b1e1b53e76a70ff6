import { digestResponse } from "../src/auth/digest";
import { serializeUri } from "../src/grammar/sip-uri";
import type { SipRequest, SipResponse } from "../src/message/sip-message";
import { newBranch, newToken } from "./test-dialog";

export interface DigestRetryOptions {
  readonly username: string;
  readonly password: string;
  /** The Via sent-by of the retrying agent. */
  readonly sentBy: string;
  /** The retry's CSeq number: the agent's next one (RFC 3261 §22.2 bumps it). */
  readonly cseq: number;
}

/**
 * A copy of `request` that answers `challenge` (401 or 407) with RFC 2617 digest credentials
 * (qop=auth), on a new branch and the next CSeq: what the test phones of the package and of the
 * server send after a challenge.
 */
export function digestRetry(
  request: SipRequest,
  challenge: SipResponse,
  options: DigestRetryOptions,
): SipRequest {
  const proxy = challenge.status === 407;
  const params = challenge.authParams(proxy ? "Proxy-Authenticate" : "WWW-Authenticate")[0]?.params;
  const realm = params?.get("realm") ?? "";
  const nonce = params?.get("nonce") ?? "";
  const { username, password } = options;
  const uri = serializeUri(request.uri);
  const cnonce = newToken();
  const nc = "00000001";
  const response = digestResponse({
    username,
    realm,
    password,
    method: request.method,
    uri,
    nonce,
    qop: "auth",
    nc,
    cnonce,
  });
  const retry = request.clone();
  retry.headers.set("Via", `SIP/2.0/WS ${options.sentBy};branch=${newBranch()}`);
  retry.headers.set("CSeq", `${options.cseq} ${request.method}`);
  retry.headers.set(
    proxy ? "Proxy-Authorization" : "Authorization",
    `Digest username="${username}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}", algorithm=MD5, cnonce="${cnonce}", qop=auth, nc=${nc}`,
  );
  return retry;
}
