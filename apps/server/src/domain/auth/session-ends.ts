import type { Clock } from "../../clock";
import type { DeviceSessionRepository } from "./device-session-repository";

/** Device sessions that just ended; `everyDevice` when the user lost them all (unlicensed, removed). */
export type EndedSessions = {
  userId: string;
  phone: string;
  sessionIds: readonly string[];
  everyDevice: boolean;
};

export type SessionEndListener = (ended: EndedSessions) => void;

/**
 * Ends device sessions in the database and tells whoever trusts them in memory on this node: the
 * token check (SessionAuthenticator) and the SIP plane's registrations. Other nodes follow the
 * revocations from the database (SessionCache, within 2 s).
 */
export class SessionEnds {
  private readonly listeners = new Set<SessionEndListener>();

  constructor(
    private readonly sessions: DeviceSessionRepository,
    private readonly clock: Clock,
  ) {}

  onEnded(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Logout of one device. */
  async endDevice(user: { id: string; phone: string }, sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, new Date(this.clock.now()));
    this.tell({ userId: user.id, phone: user.phone, sessionIds: [sessionId], everyDevice: false });
  }

  /** Every device of the user, before they are unlicensed or removed. */
  async endEveryDevice(user: { id: string; phone: string }): Promise<void> {
    const sessionIds = await this.sessions.revokeAllOf(user.id, new Date(this.clock.now()));
    this.tell({ userId: user.id, phone: user.phone, sessionIds, everyDevice: true });
  }

  private tell(ended: EndedSessions): void {
    for (const listener of this.listeners) listener(ended);
  }
}
