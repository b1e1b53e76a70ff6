import { iqKey, type XmppModule } from "../core/module-api";
import { iqResult } from "../core/stanza-error";
import { NS } from "../xml/namespaces";

/** XEP-0199 §4.2 client-to-server ping: the server answers with an empty result. */
export const pingModule: XmppModule = {
  name: "xep-0199",
  features: [NS.ping],
  iq: {
    [iqKey(NS.ping, "ping")]: ({ stanza, session }, server) =>
      server.deliver(session, iqResult(stanza, session.full)),
  },
};
