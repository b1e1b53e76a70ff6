import type { Clock } from "../../clock";
import type { DeviceSessionRow, TenantRow, UserRow } from "../../db/schema";
import type { UserRepository } from "../directory/user-repository";
import type { DeviceSessionRepository } from "./device-session-repository";
import type { TokenCodec } from "./token-codec";

export type AuthContext = { user: UserRow; tenant: TenantRow; session: DeviceSessionRow };

/**
 * Who is calling: a valid JWE whose device session is neither revoked nor aged out and whose user
 * still exists. Anything else is "JWE Token Expired" for the client (spec 1 §4, §8).
 */
export class SessionAuthenticator {
  constructor(
    private readonly codec: TokenCodec,
    private readonly sessions: DeviceSessionRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async authenticate(jwetoken: string): Promise<AuthContext | null> {
    const payload = await this.codec.open(jwetoken);
    if (!payload) return null;
    const session = await this.sessions.findById(payload.sid);
    if (!session || session.revokedAt || session.userId !== payload.uid) return null;
    if (session.expiresAt.getTime() <= this.clock.now()) return null;
    const found = await this.users.findWithTenant(payload.uid);
    if (!found) return null;
    return { ...found, session };
  }
}
