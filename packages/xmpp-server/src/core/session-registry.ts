import type { ClientSession } from "./client-session";

/** The bound sessions of this node, by bare JID and resource. */
export class SessionRegistry {
  private readonly byBare = new Map<string, Map<string, ClientSession>>();

  add(session: ClientSession): void {
    let resources = this.byBare.get(session.bare);
    if (!resources) this.byBare.set(session.bare, (resources = new Map<string, ClientSession>()));
    resources.set(session.jid.resource, session);
  }

  remove(session: ClientSession): void {
    const resources = this.byBare.get(session.bare);
    if (resources?.get(session.jid.resource) !== session) return;
    resources.delete(session.jid.resource);
    if (resources.size === 0) this.byBare.delete(session.bare);
  }

  get(bare: string, resource: string): ClientSession | undefined {
    return this.byBare.get(bare)?.get(resource);
  }

  /** Every bound session of an account (available or not). */
  of(bare: string): Iterable<ClientSession> {
    return this.byBare.get(bare)?.values() ?? [];
  }

  countOf(bare: string): number {
    return this.byBare.get(bare)?.size ?? 0;
  }

  /** The sessions that sent available presence: the ones a bare-JID message goes to (RFC 6121 §8.5.2.1.1). */
  *availableOf(bare: string): Iterable<ClientSession> {
    for (const session of this.of(bare)) if (session.presence) yield session;
  }
}
