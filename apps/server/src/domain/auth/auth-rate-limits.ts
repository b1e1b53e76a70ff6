import type { Clock } from "../../clock";
import { SlidingWindowLimiter } from "./sliding-window-limiter";

const MINUTE_MS = 60_000;

/**
 * Token requests per client address in 10 minutes. Generous on purpose: an office signs in from
 * behind one NAT address on a Monday morning; the per-e-mail bound is what stops mail bombing.
 */
export const TOKEN_REQUESTS_PER_ADDRESS = 300;

/**
 * Brute-force bounds for sign-in that a real user never meets (a person requests a token a few
 * times and mistypes it a few times), per e-mail and per client address; single node, in memory.
 * The bound per account is SignInFailureBudget (persistent); a device secret meets neither.
 */
export class AuthRateLimits {
  private readonly tokenRequestsPerEmail: SlidingWindowLimiter;
  private readonly tokenRequestsPerIp: SlidingWindowLimiter;
  private readonly wrongTokensPerIp: SlidingWindowLimiter;

  constructor(clock: Clock) {
    this.tokenRequestsPerEmail = new SlidingWindowLimiter(10, 60 * MINUTE_MS, clock);
    this.tokenRequestsPerIp = new SlidingWindowLimiter(TOKEN_REQUESTS_PER_ADDRESS, 10 * MINUTE_MS, clock);
    // Failures only: an office behind one NAT address renews many devices legitimately.
    this.wrongTokensPerIp = new SlidingWindowLimiter(60, 15 * MINUTE_MS, clock);
  }

  /** otp/get: 0 and counted when allowed, else seconds to wait (nothing counted). */
  admitTokenRequest(email: string, ip: string): number {
    const wait = Math.max(
      this.tokenRequestsPerEmail.retryAfterSeconds(email),
      this.tokenRequestsPerIp.retryAfterSeconds(ip),
    );
    if (wait > 0) return wait;
    this.tokenRequestsPerEmail.record(email);
    this.tokenRequestsPerIp.record(ip);
    return 0;
  }

  /** provisioning/get with a mailed token: seconds to wait before another attempt, 0 when allowed. */
  provisioningWait(ip: string): number {
    return this.wrongTokensPerIp.retryAfterSeconds(ip);
  }

  recordWrongToken(ip: string): void {
    this.wrongTokensPerIp.record(ip);
  }
}
