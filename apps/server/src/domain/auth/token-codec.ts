import { CompactEncrypt, SignJWT, compactDecrypt } from "jose";
import { z } from "zod";
import type { AccessTokenClaims } from "@mobex/contracts/auth";
import type { Clock } from "../../clock";
import type { AuthKeys } from "./auth-keys";
import { EPHEMERAL_REFRESH_MARGIN_SECONDS, createEphemeralCredentials } from "./ephemeral-credentials";

/** What the opaque `jwetoken` carries; the client never reads it (ARCHITECTURE.md, tokens). */
const jwePayloadSchema = z.object({
  sid: z.string(),
  uid: z.string(),
  tid: z.string(),
  phone: z.string(),
  exp: z.number().int(),
});
export type JwePayload = z.infer<typeof jwePayloadSchema>;

export type TokenSubject = {
  sessionId: string;
  userId: string;
  tenantId: string;
  phone: string;
  video: boolean;
};
export type IssuedTokens = { jwetoken: string; token: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Issues the pair of spec 1 §4 and opens the JWE again on every authenticated call. */
export class TokenCodec {
  constructor(
    private readonly keys: AuthKeys,
    private readonly options: { sipSecret: string; sipDomain: string; accessTokenTtlSeconds: number },
    private readonly clock: Clock,
  ) {}

  async issue(subject: TokenSubject): Promise<IssuedTokens> {
    const now = this.clock.now();
    const exp = Math.floor(now / 1000) + this.options.accessTokenTtlSeconds;
    const payload: JwePayload = {
      sid: subject.sessionId,
      uid: subject.userId,
      tid: subject.tenantId,
      phone: subject.phone,
      exp,
    };
    const jwetoken = await new CompactEncrypt(encoder.encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .encrypt(this.keys.jwe);
    // No longer than the access token plus a margin, and naming the device (logout drops its SIP bindings).
    const credentials = createEphemeralCredentials(
      this.options.sipSecret,
      subject.phone,
      now,
      this.options.accessTokenTtlSeconds + EPHEMERAL_REFRESH_MARGIN_SECONDS,
      subject.sessionId,
    );
    // Exactly the claims of contracts accessTokenClaimsSchema (spec 1 §3 "decoded token fields").
    const claims: Omit<AccessTokenClaims, "exp"> = {
      username: credentials.username,
      password: credentials.password,
      host: this.options.sipDomain,
      phone: subject.phone,
      video_support: subject.video ? "1" : "0",
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(exp)
      .sign(this.keys.jwt);
    return { jwetoken, token };
  }

  /** The payload of a well-formed, authentic and unexpired JWE, else null. */
  async open(jwetoken: string): Promise<JwePayload | null> {
    try {
      const { plaintext } = await compactDecrypt(jwetoken, this.keys.jwe, {
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"],
      });
      const payload = jwePayloadSchema.safeParse(JSON.parse(decoder.decode(plaintext)));
      if (!payload.success || payload.data.exp * 1000 <= this.clock.now()) return null;
      return payload.data;
    } catch {
      // Garbage, a token from another secret or a tampered one: all mean "not a valid session".
      return null;
    }
  }
}
