import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ClientOptions } from "@xmpp/client";
import type { RoutedMessage, XmppModule } from "../src/core/module-api";
import type { OfflineMessage } from "../src/core/offline-message";
import type { Jid } from "../src/jid";
import type { XmlElement } from "../src/xml/xml-element";
import type { XmppLimits } from "../src/stream/xmpp-limits";
import { createXmppServer, type XmppServer } from "../src/xmpp-server";
import { connectAgent, type Agent } from "./xmpp-agent";

/** `tenant` groups colleagues (their rosters); accounts without one are colleagues by domain. */
export type TestAccount = {
  localpart: string;
  domain: string;
  password: string;
  name: string;
  tenant?: string;
};

/** An XMPP server on a loopback port with accounts in memory, and @xmpp/client agents for it. */
export type XmppHarness = {
  server: XmppServer;
  url: string;
  /** Every message the server routed (what an archive module sees). */
  routed: RoutedMessage[];
  undelivered: { stanza: XmlElement; to: Jid }[];
  /** What the offline-message hook heard, in order. */
  offline: { to: string; message: OfflineMessage }[];
  /** The conditions of the stream errors the server ended streams with. */
  streamErrors: string[];
  connect(localpart: string, domain: string, options?: Partial<ClientOptions>): Promise<Agent>;
  close(): Promise<void>;
};

export type { Agent } from "./xmpp-agent";

export async function startXmppHarness(
  accounts: readonly TestAccount[],
  options: { limits?: Partial<XmppLimits>; modules?: XmppModule[] } = {},
): Promise<XmppHarness> {
  const routed: RoutedMessage[] = [];
  const undelivered: { stanza: XmlElement; to: Jid }[] = [];
  const offline: { to: string; message: OfflineMessage }[] = [];
  const streamErrors: string[] = [];
  const find = (localpart: string, domain: string) =>
    accounts.find((account) => account.localpart === localpart && account.domain === domain);
  const archive: XmppModule = { name: "test-archive", onRouted: (event) => routed.push(event) };
  const server = createXmppServer({
    limits: options.limits,
    modules: [archive, ...(options.modules ?? [])],
    onStreamError: (condition) => streamErrors.push(condition),
    hooks: {
      credentialsOf: (authcid, domain) => {
        const account = find(authcid, domain);
        return account ? { localpart: account.localpart, password: account.password } : null;
      },
      verifyPlain: (authcid, password, domain) => {
        const account = find(authcid, domain);
        return account?.password === password ? { localpart: account.localpart } : null;
      },
      rosterOf: (localpart, domain) => {
        const tenant = tenantOf(find(localpart, domain));
        return accounts
          .filter((account) => tenantOf(account) === tenant)
          .map(({ localpart: colleague, name }) => ({ localpart: colleague, name }));
      },
      onUndelivered: (stanza, to) => undelivered.push({ stanza, to }),
      onOfflineMessage: (to, message) => offline.push({ to, message }),
    },
  });
  const http: Server = createServer((_request, response) => response.writeHead(404).end());
  http.on("upgrade", (request, socket, head) => server.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/xmpp-websocket`;
  const agents = new Set<Agent>();

  return {
    server,
    url,
    routed,
    undelivered,
    offline,
    streamErrors,
    async connect(localpart, domain, clientOptions = {}) {
      const account = find(localpart, domain);
      const agent = await connectAgent(
        { service: url, domain, username: localpart, password: account?.password ?? "", ...clientOptions },
        (started) => agents.add(started),
      );
      return agent;
    },
    async close() {
      await Promise.all([...agents].map((agent) => agent.stop()));
      server.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function tenantOf(account: TestAccount | undefined): string {
  return account?.tenant ?? account?.domain ?? "";
}
