import type { ClientSession } from "../../core/client-session";
import type { StanzaRouter } from "../../core/module-api";
import { bareOf, type Jid } from "../../jid";

/**
 * RFC 6121 §8.5 message routing between accounts of one domain: a full JID reaches that resource,
 * or, when it is gone, is treated as the bare JID (§8.5.3.2.1); a bare JID reaches every
 * available resource (the issue: "every resource of the recipient"). Whether it reached anyone,
 * the core then tells the modules (archive, carbons) and, when nobody got it, the undelivered hook.
 * Only contacts (and oneself) can be written to: the roster is the tenant's chat directory.
 */
export const routeMessage: StanzaRouter = (inbound, server) => {
  const { stanza, session } = inbound;
  const to: Jid = inbound.to ?? { ...session.jid, resource: "" };
  const type = stanza.attrs.type ?? "normal";
  const bare = bareOf(to);
  if (to.local === "" || type === "groupchat" || (bare !== session.bare && !session.roster.has(bare))) {
    return server.bounce(inbound, "service-unavailable");
  }
  server.beforeRouted({ stanza, from: session.jid, to, sender: session });
  const target = to.resource === "" ? undefined : server.sessions.get(bare, to.resource);
  let deliveredTo: ClientSession[];
  if (target) deliveredTo = [target];
  else if (type === "error") deliveredTo = [];
  else deliveredTo = [...server.sessions.availableOf(bare)];
  for (const recipient of deliveredTo) server.deliver(recipient, stanza);
  server.routed({ stanza, from: session.jid, to, sender: session, deliveredTo });
};

/** RFC 6121 §8.5.3.1: an iq to a full JID reaches that resource; to anyone else, service-unavailable. */
export const routeIq: StanzaRouter = (inbound, server) => {
  const { stanza, session, to } = inbound;
  const bare = to ? bareOf(to) : session.bare;
  const target =
    to && to.resource !== "" && (bare === session.bare || session.roster.has(bare))
      ? server.sessions.get(bare, to.resource)
      : undefined;
  if (target) server.deliver(target, stanza);
  else server.bounce(inbound, "service-unavailable");
};
