import type { Clock } from "../../clock";
import { SlidingWindowLimiter } from "../auth/sliding-window-limiter";

const MINUTE_MS = 60_000;

/**
 * What one client may cost the rooms API without a session (in memory, one node): lookups and
 * joins per address (a join with a guessed guest token is the brute-force path), and token mails
 * per room and address, so that nobody can flood an invitee's inbox.
 */
export class ConferenceRateLimits {
  private readonly lookupsPerAddress: SlidingWindowLimiter;
  private readonly joinsPerAddress: SlidingWindowLimiter;
  private readonly tokenMailsPerInvitee: SlidingWindowLimiter;
  private readonly tokenMailsPerAddress: SlidingWindowLimiter;

  constructor(clock: Clock) {
    this.lookupsPerAddress = new SlidingWindowLimiter(300, MINUTE_MS, clock);
    this.joinsPerAddress = new SlidingWindowLimiter(60, MINUTE_MS, clock);
    this.tokenMailsPerInvitee = new SlidingWindowLimiter(3, 10 * MINUTE_MS, clock);
    this.tokenMailsPerAddress = new SlidingWindowLimiter(30, 10 * MINUTE_MS, clock);
  }

  /** rooms/info and rooms/participants: true (and counted) when allowed. */
  admitLookup(ip: string): boolean {
    return admit(this.lookupsPerAddress, ip);
  }

  admitJoin(ip: string): boolean {
    return admit(this.joinsPerAddress, ip);
  }

  /** rooms/gettoken: a few mails per room and invitee, and a bound per client address. */
  admitTokenMail(roomId: string, email: string, ip: string): boolean {
    const key = `${roomId} ${email.toLowerCase()}`;
    if (this.tokenMailsPerInvitee.retryAfterSeconds(key) > 0) return false;
    if (this.tokenMailsPerAddress.retryAfterSeconds(ip) > 0) return false;
    this.tokenMailsPerInvitee.record(key);
    this.tokenMailsPerAddress.record(ip);
    return true;
  }
}

function admit(limiter: SlidingWindowLimiter, key: string): boolean {
  if (limiter.retryAfterSeconds(key) > 0) return false;
  limiter.record(key);
  return true;
}
