import { xml, type Element } from "@xmpp/client";
import type { Agent, TestAccount } from "./xmpp-harness";

/** Two colleagues of one tenant, one user of a tenant on another domain and one of a tenant on the same. */
export const DOMAIN = "acme.example";
export const OTHER_DOMAIN = "globex.example";
export const ACCOUNTS: readonly TestAccount[] = [
  { localpart: "4930100", domain: DOMAIN, password: "alice-secret", name: "Alice" },
  { localpart: "4930200", domain: DOMAIN, password: "bob-secret", name: "Bob" },
  { localpart: "4940300", domain: OTHER_DOMAIN, password: "carol-secret", name: "Carol" },
  // Another tenant on the same domain (all tenants share SIP_DOMAIN today).
  { localpart: "4950400", domain: DOMAIN, password: "dave-secret", name: "Dave", tenant: "initech" },
];
export const ALICE = `4930100@${DOMAIN}`;
export const BOB = `4930200@${DOMAIN}`;
export const CAROL = `4940300@${OTHER_DOMAIN}`;
export const DAVE = `4950400@${DOMAIN}`;

export const chat = (to: string, body: string, ...extra: Element[]) =>
  xml("message", { to, type: "chat", id: body }, xml("body", {}, body), ...extra);

export const isBody = (body: string) => (stanza: Element) =>
  stanza.is("message") && stanza.getChildText("body") === body;

export const isPresenceFrom = (from: string, type?: string) => (stanza: Element) =>
  stanza.is("presence") && stanza.attrs.from === from && stanza.attrs.type === type;

/** Sends initial presence and waits for the server's echo of it (RFC 6121 §4.2.2). */
export async function online(agent: Agent): Promise<Agent> {
  await agent.xmpp.send(xml("presence"));
  await agent.waitFor(isPresenceFrom(agent.jid));
  return agent;
}

/** A ping round trip: everything the agent sent before has been handled by the server. */
export async function settled(agent: Agent): Promise<void> {
  await agent.xmpp.iqCaller.request(xml("iq", { type: "get" }, xml("ping", { xmlns: "urn:xmpp:ping" })));
}
