/**
 * XMPP addresses of chat-design.md. The tenant's XMPP domain is the access token's `host` claim,
 * today one SIP/XMPP domain for the platform (SIP_DOMAIN): tenants are kept apart by their phone
 * numbers (the tenant prefix) and by the tenant recorded in each room's options.
 */
export class ChatAddresses {
  readonly domain: string;
  /** The MUC service of chat-design.md. */
  readonly conferenceHost: string;

  constructor(domain: string) {
    this.domain = domain.toLowerCase();
    this.conferenceHost = `conference.${this.domain}`;
  }

  /** A user's bare JID: `<phone>@<domain>`. */
  userJid(phone: string): string {
    return `${phone}@${this.domain}`;
  }

  /** A group's room JID: `<groupId>@conference.<domain>`. */
  roomJid(groupId: string): string {
    return `${groupId}@${this.conferenceHost}`;
  }

  /** The phone of a user's JID of this domain (bare or full), else null. */
  phoneOf(jid: string): string | null {
    const bare = jid.split("/")[0] ?? "";
    const at = bare.lastIndexOf("@");
    if (at <= 0 || bare.slice(at + 1).toLowerCase() !== this.domain) return null;
    return bare.slice(0, at);
  }

  /** The groupId of a room JID of this domain (bare or with a nick), else null. */
  groupIdOf(jid: string): string | null {
    const bare = jid.split("/")[0] ?? "";
    const at = bare.lastIndexOf("@");
    if (at <= 0 || bare.slice(at + 1).toLowerCase() !== this.conferenceHost) return null;
    return bare.slice(0, at);
  }
}
