import { timingSafeEqual } from "node:crypto";
import { serializeAuthParams } from "../grammar/auth-params";
import { SipParseError } from "../grammar/sip-parse-error";
import { parseUri } from "../grammar/sip-uri";
import { uriEquals } from "../grammar/uri-equals";
import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";
import { digestResponse } from "./digest";
import type { NonceService } from "./nonce-service";

/** Who may act as whom: the password to check and the address of record the username stands for. */
export type CredentialLookup = (username: string, realm: string) => Promise<Credential | null>;

/** What `CredentialLookup` knows of a username: its password, its AoR and when it stops being valid. */
export interface Credential {
  readonly password: string;
  readonly aor: string;
  /** When the credentials expire (ms since the epoch on the proxy's clock); undefined when they do not. */
  readonly expiresAt?: number;
}

/** RFC 3261 §22.2 (UAS, 401 + WWW-Authenticate) or §22.3 (proxy, 407 + Proxy-Authenticate). */
export type ChallengeKind = "registrar" | "proxy";

export type AuthOutcome =
  | { kind: "authenticated"; username: string; aor: string; expiresAt?: number }
  /** Answer this (401/407 challenge, 403 wrong credentials, 400 malformed) and stop. */
  | { kind: "rejected"; response: SipResponse };

const HEADERS = {
  registrar: { credentials: "Authorization", challenge: "WWW-Authenticate", status: 401 },
  proxy: { credentials: "Proxy-Authorization", challenge: "Proxy-Authenticate", status: 407 },
} as const;

/** Digest authentication of requests, RFC 3261 §22 with RFC 2617 MD5 and qop=auth. */
export class DigestAuthenticator {
  constructor(
    private readonly realm: string,
    private readonly nonces: NonceService,
    private readonly lookup: CredentialLookup,
  ) {}

  async authenticate(request: SipRequest, connectionId: string, kind: ChallengeKind): Promise<AuthOutcome> {
    const names = HEADERS[kind];
    let candidates;
    try {
      candidates = request.authParams(names.credentials);
    } catch (error) {
      if (error instanceof SipParseError) return this.reject(request, 400, error.message);
      throw error;
    }
    // RFC 3261 §22.3: only credentials for our realm are ours to check.
    const credentials = candidates.find(
      (c) => c.scheme.toLowerCase() === "digest" && c.params.get("realm") === this.realm,
    );
    if (!credentials) return this.challenge(request, connectionId, kind, false);
    const p = credentials.params;
    const username = p.get("username");
    const nonce = p.get("nonce");
    const uri = p.get("uri");
    const response = p.get("response");
    const qop = p.get("qop");
    const algorithm = p.get("algorithm");
    if (username === undefined || nonce === undefined || uri === undefined || response === undefined) {
      return this.reject(request, 400, "Incomplete Credentials");
    }
    if (
      (algorithm !== undefined && algorithm.toUpperCase() !== "MD5") ||
      (qop !== undefined && qop !== "auth")
    ) {
      return this.challenge(request, connectionId, kind, false);
    }
    if (qop !== undefined && (p.get("nc") === undefined || p.get("cnonce") === undefined)) {
      return this.reject(request, 400, "Incomplete Credentials");
    }
    if (!this.sameUri(uri, request)) return this.reject(request, 400, "Digest URI Mismatch");
    const freshness = this.nonces.check(nonce, this.realm, connectionId);
    if (freshness !== "valid") return this.challenge(request, connectionId, kind, freshness === "stale");

    const account = await this.lookup(username, this.realm);
    if (!account) return this.reject(request, 403, "Forbidden");
    const expected = digestResponse({
      username,
      realm: this.realm,
      password: account.password,
      method: request.method,
      uri,
      nonce,
      ...(qop === undefined ? {} : { qop, nc: p.get("nc"), cnonce: p.get("cnonce") }),
    });
    if (!safeEqual(expected, response.toLowerCase())) return this.reject(request, 403, "Forbidden");
    return {
      kind: "authenticated",
      username,
      aor: account.aor,
      ...(account.expiresAt === undefined ? {} : { expiresAt: account.expiresAt }),
    };
  }

  /** RFC 2617 §3.2.2.5: the digest-uri must name the Request-URI. */
  private sameUri(uri: string, request: SipRequest): boolean {
    try {
      return uriEquals(parseUri(uri), request.uri);
    } catch {
      return false;
    }
  }

  private challenge(
    request: SipRequest,
    connectionId: string,
    kind: ChallengeKind,
    stale: boolean,
  ): AuthOutcome {
    const names = HEADERS[kind];
    const params = new Map([
      ["realm", this.realm],
      ["nonce", this.nonces.issue(this.realm, connectionId)],
      ["algorithm", "MD5"],
      ["qop", "auth"],
    ]);
    // RFC 2617 §3.2.1: stale=true says "your password was right, only the nonce expired".
    if (stale) params.set("stale", "true");
    const value = serializeAuthParams({ scheme: "Digest", params });
    return {
      kind: "rejected",
      response: createResponse(request, names.status, { headers: [[names.challenge, value]] }),
    };
  }

  private reject(request: SipRequest, status: number, reason: string): AuthOutcome {
    return { kind: "rejected", response: createResponse(request, status, { reason }) };
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
