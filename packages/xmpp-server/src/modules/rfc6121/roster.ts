import { iqResult } from "../../core/stanza-error";
import type { IqHandler } from "../../core/module-api";
import { NS } from "../../xml/namespaces";
import { xml } from "../../xml/xml-element";

/**
 * RFC 6121 §2.1.3 roster get. The roster is the directory's (chat-design.md: the colleagues of the
 * tenant with chat, each with subscription "both"), loaded when the resource was bound, so a
 * client may read it but not edit it (§2.3.1 set → not-allowed).
 */
export const rosterIq: IqHandler = (inbound, server) => {
  const { stanza, session } = inbound;
  if (stanza.attrs.type === "set") return server.bounce(inbound, "not-allowed");
  const query = xml("query", { xmlns: NS.roster });
  for (const [jid, item] of session.roster) query.c("item", { jid, name: item.name, subscription: "both" });
  server.deliver(session, iqResult(stanza, session.full, query));
};
