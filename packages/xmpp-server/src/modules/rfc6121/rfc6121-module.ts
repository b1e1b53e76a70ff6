import { iqKey, type XmppModule } from "../../core/module-api";
import { NS } from "../../xml/namespaces";
import { routeIq, routeMessage } from "./messages";
import { presenceEnded, routePresence } from "./presence";
import { rosterIq } from "./roster";

/** RFC 6121 instant messaging and presence: roster, presence and the routing of messages and iqs. */
export const rfc6121Module: XmppModule = {
  name: "rfc6121",
  features: [NS.roster],
  iq: { [iqKey(NS.roster, "query")]: rosterIq },
  routers: { message: routeMessage, presence: routePresence, iq: routeIq },
  onSessionEnd: presenceEnded,
};
