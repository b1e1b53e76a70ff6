import { iqKey, type IqHandler, type XmppModule } from "../core/module-api";
import { iqResult } from "../core/stanza-error";
import { NS } from "../xml/namespaces";
import { xml } from "../xml/xml-element";

/**
 * XEP-0030 service discovery for the server (identity server/im, the features every module
 * contributes, the services at `<label>.<domain>` as items) and for accounts (§3.1: identity
 * account/registered; one's own account also with the modules' account features, where clients
 * look for an archive, XEP-0313 §6.1). A node is not supported: item-not-found.
 */
const info: IqHandler = (inbound, server) => {
  const { stanza, session, to, payload } = inbound;
  if (stanza.attrs.type !== "get") return server.bounce(inbound, "bad-request", "modify");
  if (payload.attrs.node !== undefined) return server.bounce(inbound, "item-not-found");
  const query = xml("query", { xmlns: NS.discoInfo });
  if (to && to.local !== "") {
    query.c("identity", { category: "account", type: "registered" });
    query.c("feature", { var: NS.discoInfo });
    if (to.local === session.jid.local) {
      for (const feature of server.accountFeatures) query.c("feature", { var: feature });
    }
  } else {
    query.c("identity", { category: "server", type: "im", name: "Mobex" });
    for (const feature of server.features) query.c("feature", { var: feature });
  }
  server.deliver(session, iqResult(stanza, session.full, query));
};

const items: IqHandler = (inbound, server) => {
  const { stanza, session, to } = inbound;
  if (stanza.attrs.type !== "get") return server.bounce(inbound, "bad-request", "modify");
  const query = xml("query", { xmlns: NS.discoItems });
  if (!to || to.local === "") {
    for (const label of server.serviceLabels) query.c("item", { jid: `${label}.${session.jid.domain}` });
  }
  server.deliver(session, iqResult(stanza, session.full, query));
};

export const discoModule: XmppModule = {
  name: "xep-0030",
  features: [NS.discoInfo, NS.discoItems],
  iq: { [iqKey(NS.discoInfo, "query")]: info, [iqKey(NS.discoItems, "query")]: items },
  accountIq: { [iqKey(NS.discoInfo, "query")]: info, [iqKey(NS.discoItems, "query")]: items },
};
