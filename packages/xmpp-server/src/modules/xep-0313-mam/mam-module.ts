import { iqKey, type IqHandler, type RoutedMessage, type XmppModule } from "../../core/module-api";
import { bareOf } from "../../jid";
import { NS } from "../../xml/namespaces";
import { type XmlElement, xml } from "../../xml/xml-element";
import type { MessageArchiveHooks } from "./mam-hooks";
import { answerArchiveQuery, parseArchiveQuery } from "./mam-query";

/** What is archived (XEP-0313 §7, as ejabberd): chat and normal messages with a body, no errors. */
export function archivable(stanza: XmlElement): boolean {
  const type = stanza.attrs.type ?? "normal";
  return (type === "chat" || type === "normal") && stanza.getChild("body", NS.client) !== undefined;
}

/** XEP-0359 §3: a stanza-id of the archive `by`, replacing any a client forged for that archive. */
export function stampStanzaId(stanza: XmlElement, id: string, by: string): void {
  const kept = stanza.children.filter(
    (child) => typeof child === "string" || child.name !== "stanza-id" || child.ns !== NS.stanzaId,
  );
  stanza.children.length = 0;
  stanza.children.push(...kept, xml("stanza-id", { xmlns: NS.stanzaId, id, by }));
}

/** The id a receipt or marker names, with its kind (XEP-0184 `received`, XEP-0333 `received`/`displayed`). */
export function markerOf(stanza: XmlElement): { id: string; kind: "received" | "displayed" } | null {
  const receipt = stanza.getChild("received", NS.receipts);
  if (receipt?.attrs.id) return { id: receipt.attrs.id, kind: "received" };
  for (const kind of ["displayed", "received"] as const) {
    const marker = stanza.getChild(kind, NS.markers);
    if (marker?.attrs.id) return { id: marker.attrs.id, kind };
  }
  return null;
}

/**
 * XEP-0313 message archive management for users' archives: every chat message between accounts
 * goes to the archive hook (both parties' archives, one id) carrying a stanza-id (XEP-0359) the
 * recipient and the sender can page from; a user queries their own archive with `with`,
 * start/end and RSM. Receipts and markers are handed to the application (read markers).
 * Room archives are the MUC service's (it answers queries to a room with the same code).
 */
export function mamModule(hooks: MessageArchiveHooks): XmppModule {
  /** Ids stamped before routing, by stanza, for onRouted to store under. */
  const stamped = new WeakMap<XmlElement, string>();

  const query: IqHandler = (inbound, server) => {
    const { stanza, session, payload } = inbound;
    if (stanza.attrs.type !== "set") return server.bounce(inbound, "bad-request", "modify");
    const parsed = parseArchiveQuery(payload, session.bare);
    if (!parsed) return server.bounce(inbound, "bad-request", "modify");
    void answerArchiveQuery(inbound, server, parsed, (q) => hooks.query(q), undefined);
  };

  const onRouted = ({ stanza, from, to }: RoutedMessage): void => {
    const id = stamped.get(stanza);
    if (id !== undefined) {
      hooks.storeDirect({
        id,
        from: stanza.attrs.from ?? bareOf(from),
        to: stanza.attrs.to ?? bareOf(to),
        stanza,
      });
      return;
    }
    const marker = hooks.onMarker && stanza.attrs.type !== "error" ? markerOf(stanza) : null;
    if (marker) hooks.onMarker?.({ ...marker, from: bareOf(from), to: bareOf(to) });
  };

  return {
    name: "xep-0313",
    features: [NS.mam, NS.stanzaId],
    // XEP-0313 §6.1: clients (converse.js, Gajim) ask their own bare JID whether it has an archive.
    accountFeatures: [NS.mam, NS.stanzaId],
    iq: { [iqKey(NS.mam, "query")]: query },
    beforeRouted({ stanza, to }) {
      if (!archivable(stanza) || stanza.getChild("no-store", NS.hints)) return;
      const id = hooks.nextId();
      stamped.set(stanza, id);
      stampStanzaId(stanza, id, bareOf({ ...to, resource: "" }));
    },
    onRouted,
  };
}
