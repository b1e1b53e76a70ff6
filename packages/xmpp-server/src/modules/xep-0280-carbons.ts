import type { ClientSession } from "../core/client-session";
import {
  iqKey,
  type IqHandler,
  type RoutedMessage,
  type ServerContext,
  type XmppModule,
} from "../core/module-api";
import { iqResult } from "../core/stanza-error";
import { bareOf } from "../jid";
import { NS } from "../xml/namespaces";
import { type XmlElement, xml } from "../xml/xml-element";

/**
 * XEP-0280 message carbons: a resource that enabled them gets a `<sent/>` copy of what the
 * account's other resources send and a `<received/>` copy of what reached another resource only.
 * Eligible (§6.1): chat messages, normal ones with a body, and receipts or markers (XEP-0333
 * §5.2); never groupchat, never a message marked private (§7) or no-copy (XEP-0334).
 */
const enabled = new WeakSet<ClientSession>();

const toggle: IqHandler = (inbound, server) => {
  const { stanza, session, payload } = inbound;
  if (stanza.attrs.type !== "set") return server.bounce(inbound, "bad-request", "modify");
  if (payload.name === "enable") enabled.add(session);
  else enabled.delete(session);
  server.deliver(session, iqResult(stanza, session.full));
};

function eligible(stanza: XmlElement): boolean {
  if (stanza.getChild("private", NS.carbons) || stanza.getChild("no-copy", NS.hints)) return false;
  if (stanza.getChild("received", NS.carbons) || stanza.getChild("sent", NS.carbons)) return false;
  const type = stanza.attrs.type ?? "normal";
  if (type === "chat") return true;
  if (type !== "normal") return false;
  return (
    stanza.getChild("body", NS.client) !== undefined ||
    stanza.getChildByNs(NS.receipts) !== undefined ||
    stanza.getChildByNs(NS.markers) !== undefined
  );
}

function copy(kind: "sent" | "received", stanza: XmlElement, bare: string, to: ClientSession): XmlElement {
  return xml(
    "message",
    { xmlns: NS.client, from: bare, to: to.full, type: stanza.attrs.type ?? "normal" },
    xml(kind, { xmlns: NS.carbons }, xml("forwarded", { xmlns: NS.forward }, stanza)),
  );
}

function onRouted({ stanza, to, sender, deliveredTo }: RoutedMessage, server: ServerContext): void {
  if (!eligible(stanza)) return;
  if (sender) {
    for (const own of server.sessions.of(sender.bare)) {
      if (own !== sender && enabled.has(own) && !deliveredTo.includes(own)) {
        server.deliver(own, copy("sent", stanza, sender.bare, own));
      }
    }
  }
  const recipient = bareOf(to);
  if (recipient === sender?.bare) return;
  for (const other of server.sessions.of(recipient)) {
    if (enabled.has(other) && !deliveredTo.includes(other)) {
      server.deliver(other, copy("received", stanza, recipient, other));
    }
  }
}

export const carbonsModule: XmppModule = {
  name: "xep-0280",
  features: [NS.carbons],
  iq: { [iqKey(NS.carbons, "enable")]: toggle, [iqKey(NS.carbons, "disable")]: toggle },
  onRouted,
};
