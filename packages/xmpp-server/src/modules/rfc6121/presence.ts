import type { ClientSession } from "../../core/client-session";
import type { InboundStanza, ServerContext, StanzaRouter } from "../../core/module-api";
import { bareOf } from "../../jid";
import { NS } from "../../xml/namespaces";
import { XmlElement, xml } from "../../xml/xml-element";

/**
 * RFC 6121 §4 presence. Every roster item has subscription "both", so a broadcast goes to each
 * contact's available resources and the user's own (§4.2.2), and initial presence is answered
 * with the contacts' current presence (the probes of §4.3, answered locally). Directed presence
 * (§4.6) reaches its addressee, who hears the unavailable presence later too. Subscription
 * requests are dropped: the directory owns the roster.
 */
export const routePresence: StanzaRouter = (inbound, server) => {
  const { stanza, session, to } = inbound;
  const type = stanza.attrs.type;
  if (!to) {
    if (type === undefined) broadcastAvailable(session, stanza, server);
    else if (type === "unavailable") broadcastUnavailable(session, server, stanza);
    return;
  }
  const bare = bareOf(to);
  if (bare !== session.bare && !session.roster.has(bare)) return;
  switch (type) {
    case "probe":
      return answerProbe(session, bare, server);
    case undefined:
    case "unavailable":
    case "error":
      return directed(inbound, bare, server);
    default:
      return;
  }
};

/** A session that ends unavailable-less still goes unavailable for everyone who saw it (§4.5.2). */
export function presenceEnded(session: ClientSession, server: ServerContext): void {
  if (session.presence || session.directedTo.size > 0) broadcastUnavailable(session, server);
}

function broadcastAvailable(session: ClientSession, stanza: XmlElement, server: ServerContext): void {
  const initial = session.presence === null;
  session.presence = stanza;
  forEachWatcher(session, server, (watcher, to) => server.deliver(watcher, addressed(stanza, to)));
  if (!initial) return;
  for (const contact of [session.bare, ...session.roster.keys()]) {
    for (const other of server.sessions.availableOf(contact)) {
      if (other !== session && other.presence)
        server.deliver(session, addressed(other.presence, session.full));
    }
  }
}

function broadcastUnavailable(session: ClientSession, server: ServerContext, stanza?: XmlElement): void {
  const unavailable =
    stanza ?? xml("presence", { xmlns: NS.client, from: session.full, type: "unavailable" });
  // Only those who saw it available hear it go (a resource that only sent directed presence).
  if (session.presence) {
    forEachWatcher(session, server, (watcher, to) => server.deliver(watcher, addressed(unavailable, to)));
  }
  for (const full of session.directedTo) {
    const [bare = "", resource = ""] = splitFull(full);
    const target = server.sessions.get(bare, resource);
    if (target) server.deliver(target, addressed(unavailable, full));
  }
  session.presence = null;
  session.directedTo.clear();
}

/** The user's own available resources, then each contact's. */
function forEachWatcher(
  session: ClientSession,
  server: ServerContext,
  visit: (watcher: ClientSession, to: string) => void,
): void {
  for (const own of server.sessions.availableOf(session.bare)) visit(own, session.bare);
  for (const contact of session.roster.keys()) {
    for (const watcher of server.sessions.availableOf(contact)) visit(watcher, contact);
  }
}

function answerProbe(session: ClientSession, bare: string, server: ServerContext): void {
  for (const other of server.sessions.availableOf(bare)) {
    if (other !== session && other.presence) server.deliver(session, addressed(other.presence, session.full));
  }
}

function directed(inbound: InboundStanza, bare: string, server: ServerContext): void {
  const { stanza, session, to } = inbound;
  if (!to) return;
  const targets =
    to.resource === "" ? [...server.sessions.availableOf(bare)] : [server.sessions.get(bare, to.resource)];
  for (const target of targets) {
    if (!target) continue;
    server.deliver(target, stanza);
    if (stanza.attrs.type === undefined) session.directedTo.add(target.full);
    else session.directedTo.delete(target.full);
  }
}

/** The same presence with another `to` (children shared: they are never changed once parsed). */
function addressed(presence: XmlElement, to: string): XmlElement {
  const copy = new XmlElement(presence.name, { ...presence.attrs, to }, presence.ns);
  copy.children.push(...presence.children);
  return copy;
}

function splitFull(full: string): [string, string] {
  const slash = full.indexOf("/");
  return [full.slice(0, slash), full.slice(slash + 1)];
}
