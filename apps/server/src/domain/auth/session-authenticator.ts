import type { Clock } from "../../clock";
import type { DeviceSessionRow, TenantRow, UserRow } from "../../db/schema";
import type { UserRepository, UserWithTenant } from "../directory/user-repository";
import { OpenedTokens } from "./opened-tokens";
import type { SessionCache } from "./session-cache";
import type { JwePayload, TokenCodec } from "./token-codec";

export type AuthContext = { user: UserRow; tenant: TenantRow; session: DeviceSessionRow };

/** Members in memory (TenantDirectory), so that a token check reads no user row from the database. */
export type MemberLookup = {
  member(tenantId: string, userId: string): Promise<UserWithTenant | undefined>;
  /** The user is not in memory yet (added since the tenant was loaded): take them in. */
  changed(userId: string): Promise<void>;
};

/**
 * Who is calling: a valid JWE whose device session is neither revoked nor aged out and whose user
 * still exists and is licensed. Anything else is "JWE Token Expired" for the client (spec 1 §4, §8). Sessions and
 * users come from memory (SessionCache, MemberLookup), and so do tokens opened lately (OpenedTokens):
 * a check of a client seen in the last minutes costs three map lookups and no query.
 */
export class SessionAuthenticator {
  private readonly opened: OpenedTokens;

  constructor(
    private readonly codec: TokenCodec,
    private readonly sessions: SessionCache,
    private readonly members: MemberLookup,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {
    this.opened = new OpenedTokens(clock);
  }

  async authenticate(jwetoken: string): Promise<AuthContext | null> {
    const payload = await this.open(jwetoken);
    if (!payload) return null;
    const session = await this.sessions.find(payload.sid);
    if (!session || session.revokedAt || session.userId !== payload.uid) return null;
    if (session.expiresAt.getTime() <= this.clock.now()) return null;
    const found =
      (await this.members.member(payload.tid, payload.uid)) ?? (await this.fromDatabase(payload.uid));
    // Unlicensing ends the sessions too (SessionEnds); this holds on nodes that have not heard yet.
    if (!found?.user.licensed) return null;
    return { ...found, session };
  }

  /** The device session is neither revoked nor aged out (SIP credentials name theirs); from memory when recent. */
  async deviceLive(sessionId: string): Promise<boolean> {
    const session = await this.sessions.find(sessionId);
    return session !== undefined && !session.revokedAt && session.expiresAt.getTime() > this.clock.now();
  }

  /** This node revoked the sessions (logout, unlicensing): their tokens stop working now, not at the next check. */
  forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.sessions.forget(id);
  }

  private async open(jwetoken: string): Promise<JwePayload | null> {
    const known = this.opened.get(jwetoken);
    if (known) return known;
    const payload = await this.codec.open(jwetoken);
    if (payload) this.opened.remember(jwetoken, payload);
    return payload;
  }

  private async fromDatabase(userId: string): Promise<UserWithTenant | undefined> {
    const found = await this.users.findWithTenant(userId);
    if (found) await this.members.changed(userId);
    return found;
  }
}
