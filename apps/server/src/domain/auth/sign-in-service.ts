import { randomInt } from "node:crypto";
import { OTP_RESEND_WINDOW_MS, type ProvisioningQuery } from "@mobex/contracts/auth";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { UserRepository } from "../directory/user-repository";
import type { Mailer } from "../mail/mailer";
import { composeSignInMail } from "../mail/sign-in-mail";
import { hashSecret, type AuthKeys } from "./auth-keys";
import type { DeviceContext, DeviceSessionRepository } from "./device-session-repository";
import type { OneTimeTokenRepository } from "./one-time-token-repository";
import type { IssuedTokens, TokenCodec } from "./token-codec";

/** spec 1 §9: the client auto-submits at 6 characters, so the token has exactly 6 digits. */
export const ONE_TIME_TOKEN_DIGITS = 6;
export const ONE_TIME_TOKEN_TTL_MINUTES = 10;
const DAY_MS = 86_400_000;

export type TokenRequestOutcome =
  | { kind: "unlicensed" }
  | { kind: "sent"; retryAfterSeconds: number }
  | { kind: "stillValid"; retryAfterSeconds: number };

export type ProvisioningOutcome =
  | { kind: "signedIn" | "renewed"; tokens: IssuedTokens }
  | { kind: "reauth" | "wrongToken" | "newTokenSent" | "unknownUser" };

export type SignInDependencies = {
  users: UserRepository;
  oneTimeTokens: OneTimeTokenRepository;
  sessions: DeviceSessionRepository;
  codec: TokenCodec;
  keys: AuthKeys;
  mailer: Mailer;
  clock: Clock;
  deviceSecretTtlDays: number;
};

/** Sign-in by e-mailed one-time token and renewal by device secret (spec 1 §4 "Login and token"). */
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

  async provision(query: ProvisioningQuery, device: DeviceContext): Promise<ProvisioningOutcome> {
    const { users, oneTimeTokens, sessions, keys, clock } = this.deps;
    const user = query.email
      ? await users.findByEmail(query.email)
      : await users.findByPhone((query.mobile ?? "").replace(/^\+/, ""));
    if (!user?.licensed) return { kind: "unknownUser" };
    const now = new Date(clock.now());
    const secretHash = hashSecret(keys, user.id, query.otp);

    const [known] = await sessions.findUnrevoked(user.id, secretHash, now);
    if (known && known.expiresAt > now) {
      await sessions.renew(known.id, device, now, this.deviceExpiry(now));
      return { kind: "renewed", tokens: await this.issue(user, known.id) };
    }
    if (known) {
      // An aged-out device secret: the re-authorisation dialog needs a fresh token in the mailbox.
      if (!(await oneTimeTokens.latestPending(user.id, now))) await this.sendToken(user);
      return { kind: "reauth" };
    }

    const pending = await oneTimeTokens.findPending(user.id, secretHash, now);
    if (pending && (await oneTimeTokens.consume(pending.id, now))) {
      const session = await sessions.create(user.id, secretHash, device, now, this.deviceExpiry(now));
      return { kind: "signedIn", tokens: await this.issue(user, session.id) };
    }

    const latest = await oneTimeTokens.latestPending(user.id, now);
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_WINDOW_MS) {
      await oneTimeTokens.recordFailure(latest.id);
      return { kind: "wrongToken" };
    }
    // spec 1 §4: a wrong token outside the 60 s window (or an unknown device secret) gets a new token.
    await this.sendToken(user);
    return { kind: "newTokenSent" };
  }

  async logout(sessionId: string): Promise<void> {
    await this.deps.sessions.revoke(sessionId, new Date(this.deps.clock.now()));
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
    const { oneTimeTokens, sessions, keys, mailer, clock } = this.deps;
    const now = new Date(clock.now());
    let token: string;
    let tokenHash: string;
    // The token becomes a device secret; it must not equal one of the user's live ones.
    do {
      token = randomInt(0, 10 ** ONE_TIME_TOKEN_DIGITS)
        .toString()
        .padStart(ONE_TIME_TOKEN_DIGITS, "0");
      tokenHash = hashSecret(keys, user.id, token);
    } while (await sessions.hasLiveSecret(user.id, tokenHash, now));
    const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MINUTES * 60_000);
    const row = await oneTimeTokens.create(user.id, tokenHash, now, expiresAt);
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
