import { timingSafeEqual } from "node:crypto";
import { OTP_RESEND_WINDOW_MS, type ProvisioningQuery } from "@mobex/contracts/auth";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { UserRepository } from "../directory/user-repository";
import type { Mailer } from "../mail/mailer";
import { composeSignInMail } from "../mail/sign-in-mail";
import { hashSecret, type AuthKeys } from "./auth-keys";
import type { DeviceContext, DeviceSessionRepository } from "./device-session-repository";
import type { OneTimeTokenRepository } from "./one-time-token-repository";
import type { SessionEnds } from "./session-ends";
import type { SignInFailureBudget } from "./sign-in-failure-budget";
import { isDeviceSecret, isMailedToken, newDeviceSecret, newMailedToken } from "./sign-in-secrets";
import type { IssuedTokens, TokenCodec } from "./token-codec";

/** An e-mailed token is single-use and short-lived; the device secret it is exchanged for lasts. */
export const ONE_TIME_TOKEN_TTL_MINUTES = 10;
const DAY_MS = 86_400_000;

export type TokenRequestOutcome =
  | { kind: "unlicensed" }
  | { kind: "sent"; retryAfterSeconds: number }
  | { kind: "stillValid"; retryAfterSeconds: number };

export type ProvisioningOutcome =
  | { kind: "signedIn"; tokens: IssuedTokens; deviceSecret: string }
  | { kind: "renewed"; tokens: IssuedTokens }
  | { kind: "tooManyAttempts"; retryAfterSeconds: number }
  /** No mail in any of these: a new token is mailed only when the client asks (otp/get). */
  | { kind: "reauth" | "wrongToken" | "noPendingToken" | "unknownSecret" | "unknownUser" };

export type SignInDependencies = {
  users: UserRepository;
  oneTimeTokens: OneTimeTokenRepository;
  sessions: DeviceSessionRepository;
  failureBudget: SignInFailureBudget;
  ends: SessionEnds;
  codec: TokenCodec;
  keys: AuthKeys;
  mailer: Mailer;
  clock: Clock;
  deviceSecretTtlDays: number;
};

/**
 * Sign-in by e-mailed one-time token and renewal by device secret (spec 1 §4 "Login and token").
 * The exchange of a mailed token answers a high-entropy device secret, the client's `onetimetoken`
 * from then on; the 6-digit token itself is spent.
 */
export class SignInService {
  constructor(private readonly deps: SignInDependencies) {}

  async requestToken(email: string): Promise<TokenRequestOutcome> {
    const user = await this.deps.users.findByEmail(email);
    if (!user?.licensed) return { kind: "unlicensed" };
    const now = this.deps.clock.now();
    const pending = await this.deps.oneTimeTokens.latestPending(user.id, new Date(now));
    const ageMs = pending ? now - pending.createdAt.getTime() : Infinity;
    // spec 1 §9: re-request window 60 s; inside it the token already sent is the one to use.
    if (ageMs < OTP_RESEND_WINDOW_MS)
      return { kind: "stillValid", retryAfterSeconds: Math.ceil((OTP_RESEND_WINDOW_MS - ageMs) / 1000) };
    await this.sendToken(user);
    return { kind: "sent", retryAfterSeconds: OTP_RESEND_WINDOW_MS / 1000 };
  }

  /**
   * A device secret is looked at first and never meets a failure limit; `addressWaitSeconds` (the
   * caller's per-address bound) and the account's failure budget apply to mailed tokens only.
   */
  async provision(
    query: ProvisioningQuery,
    device: DeviceContext,
    addressWaitSeconds: number,
  ): Promise<ProvisioningOutcome> {
    const { users } = this.deps;
    const user = query.email
      ? await users.findByEmail(query.email)
      : await users.findByPhone((query.mobile ?? "").replace(/^\+/, ""));
    if (isDeviceSecret(query.otp))
      return user?.licensed ? this.renew(user, query.otp, device) : { kind: "unknownSecret" };
    if (addressWaitSeconds > 0) return { kind: "tooManyAttempts", retryAfterSeconds: addressWaitSeconds };
    if (!user?.licensed) return { kind: "unknownUser" };
    if (!isMailedToken(query.otp)) return { kind: "unknownSecret" };
    return this.exchange(user, query.otp, device);
  }

  async logout(user: UserRow, sessionId: string): Promise<void> {
    await this.deps.ends.endDevice(user, sessionId);
  }

  private async renew(user: UserRow, secret: string, device: DeviceContext): Promise<ProvisioningOutcome> {
    const { sessions, oneTimeTokens, keys, clock } = this.deps;
    const now = new Date(clock.now());
    const [known] = await sessions.findUnrevoked(user.id, hashSecret(keys, user.id, secret), now);
    if (!known) return { kind: "unknownSecret" };
    if (known.expiresAt > now) {
      // spec 1 §4 renewal: the secret keeps working as long as the device keeps coming back.
      await sessions.renew(known.id, device, now, this.deviceExpiry(now));
      return { kind: "renewed", tokens: await this.issue(user, known.id) };
    }
    // An aged-out device secret: the re-authorisation dialog needs a token in the mailbox, and
    // gets one at most once per token lifetime however often the device asks.
    if (!(await oneTimeTokens.latestPending(user.id, now))) await this.sendToken(user);
    return { kind: "reauth" };
  }

  private async exchange(user: UserRow, token: string, device: DeviceContext): Promise<ProvisioningOutcome> {
    const { oneTimeTokens, sessions, failureBudget, keys, clock } = this.deps;
    const now = new Date(clock.now());
    const budget = await failureBudget.claim(user.id, now);
    if (!budget.granted) return { kind: "tooManyAttempts", retryAfterSeconds: budget.retryAfterSeconds };
    const attempt = await oneTimeTokens.claimAttempt(user.id, now);
    // spec 1 §4: "On 404 without a pending token request a new token is requested" (the client does).
    if (!attempt) return { kind: "noPendingToken" };
    const given = Buffer.from(hashSecret(keys, user.id, token));
    const expected = Buffer.from(attempt.tokenHash);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      if (!(await oneTimeTokens.consume(attempt.id, now))) return { kind: "noPendingToken" };
      await failureBudget.giveBack(user.id);
      const deviceSecret = newDeviceSecret();
      const secretHash = hashSecret(keys, user.id, deviceSecret);
      const session = await sessions.create(user.id, secretHash, device, now, this.deviceExpiry(now));
      return { kind: "signedIn", tokens: await this.issue(user, session.id), deviceSecret };
    }
    // spec 1 §4: 'Wrong token!' within 60 s of the last request; after that the client asks for
    // a new one itself (404), so that a guess never makes the server send mail.
    const recent = now.getTime() - attempt.createdAt.getTime() < OTP_RESEND_WINDOW_MS;
    return { kind: recent ? "wrongToken" : "noPendingToken" };
  }

  private deviceExpiry(now: Date): Date {
    return new Date(now.getTime() + this.deps.deviceSecretTtlDays * DAY_MS);
  }

  private issue(user: UserRow, sessionId: string): Promise<IssuedTokens> {
    return this.deps.codec.issue({
      sessionId,
      userId: user.id,
      tenantId: user.tenantId,
      phone: user.phone,
      video: user.videoSupport,
    });
  }

  private async sendToken(user: UserRow): Promise<void> {
    const { oneTimeTokens, keys, mailer, clock } = this.deps;
    const now = new Date(clock.now());
    const token = newMailedToken();
    const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MINUTES * 60_000);
    const row = await oneTimeTokens.create(user.id, hashSecret(keys, user.id, token), now, expiresAt);
    try {
      await mailer.send(
        composeSignInMail({
          to: user.email,
          name: user.name,
          token,
          validMinutes: ONE_TIME_TOKEN_TTL_MINUTES,
        }),
      );
    } catch (error) {
      // Undelivered: forget it, so the 60 s window does not hold back the next attempt.
      await oneTimeTokens.remove(row.id);
      throw error;
    }
  }
}
