import type { SignedIn } from "@mobex/xmpp-server/sasl/sasl-mechanism";
import type { XmppServerHooks } from "@mobex/xmpp-server/xmpp-server";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import { ephemeralAccount, verifyEphemeralCredentials } from "../../domain/auth/ephemeral-credentials";
import type { TenantDirectory } from "../../domain/board/tenant-directory";

export type XmppHookDependencies = {
  sipSecret: string;
  /** The XMPP domain (chat-design.md: the access token's `host`, SIP_DOMAIN). */
  sipDomain: string;
  clock: Clock;
  /** Users and their tenants in memory: no query per sign-in or roster. */
  directory: Pick<TenantDirectory, "memberByPhone">;
  /** Credentials that name a device session are refused once it ended (logout), before they expire. */
  devices: { deviceLive(sessionId: string): Promise<boolean> };
};

/** chat-design.md: a licensed user with chat (chat_support, not chat_disabled). */
const hasChat = (user: UserRow) => user.licensed && user.chatSupport && !user.chatDisabled;

/**
 * The xmpp-server package's hooks filled with our domain (ARCHITECTURE.md, principle 3): SASL with
 * the ephemeral credentials the access token carries (chat-design.md, "Identities"), the roster of
 * the colleagues with chat. A session is tagged with the device session its credentials name, so
 * that logout ends it (xmpp-mount.ts).
 */
export function xmppHooks(deps: XmppHookDependencies): XmppServerHooks {
  const { directory, clock } = deps;

  /** The chat user an unexpired ephemeral username of a live device belongs to. */
  const signedIn = async (
    username: string,
    domain: string,
  ): Promise<(SignedIn & { password: string }) | null> => {
    if (domain !== deps.sipDomain) return null;
    const account = ephemeralAccount(deps.sipSecret, username, clock.now());
    if (!account) return null;
    const user = (await directory.memberByPhone(account.phone))?.user;
    if (!user || !hasChat(user)) return null;
    if (account.device !== undefined && !(await deps.devices.deviceLive(account.device))) return null;
    return { localpart: user.phone, password: account.password, tag: account.device ?? username };
  };

  return {
    // (a) authcid = the ephemeral username: SCRAM-SHA-1 and PLAIN (the web client).
    credentialsOf: (authcid, domain) => signedIn(authcid, domain),

    async verifyPlain(authcid, password, domain) {
      // (b) a standard client signs in as its phone (':' may not be in a localpart) and gives
      // "<ephemeral username>:<HMAC password>" as the password; the HMAC (base64) has no ':'.
      const split = password.lastIndexOf(":");
      const username = authcid.includes(":") || split === -1 ? authcid : password.slice(0, split);
      const secret = username === authcid ? password : password.slice(split + 1);
      const verified = verifyEphemeralCredentials(deps.sipSecret, username, secret, clock.now());
      if (!verified || (username !== authcid && verified.phone !== authcid)) return null;
      const account = await signedIn(username, domain);
      return (
        account && {
          localpart: account.localpart,
          ...(account.tag === undefined ? {} : { tag: account.tag }),
        }
      );
    },

    async rosterOf(localpart) {
      const found = await directory.memberByPhone(localpart);
      if (!found) return [];
      const colleagues = [...found.snapshot.usersById.values()].filter(
        (user) => user.id !== found.user.id && hasChat(user),
      );
      return colleagues.map((user) => ({ localpart: user.phone, name: user.name }));
    },
  };
}
