import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { client, type Client, type ClientOptions, type Element } from "@xmpp/client";
import { WebSocket } from "ws";
import type { RoutedMessage, XmppModule } from "../src/core/module-api";
import type { Jid } from "../src/jid";
import type { XmlElement } from "../src/xml/xml-element";
import type { XmppLimits } from "../src/stream/xmpp-limits";
import { createXmppServer, type XmppServer } from "../src/xmpp-server";

// @xmpp/websocket opens `new WebSocket(url, ["xmpp"])`: Node 20 has no global WebSocket.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

export type TestAccount = { localpart: string; domain: string; password: string; name: string };

/** An XMPP server on a loopback port with accounts in memory, and @xmpp/client agents for it. */
export type XmppHarness = {
  server: XmppServer;
  url: string;
  /** Every message the server routed (what an archive module sees). */
  routed: RoutedMessage[];
  undelivered: { stanza: XmlElement; to: Jid }[];
  connect(localpart: string, domain: string, options?: Partial<ClientOptions>): Promise<Agent>;
  close(): Promise<void>;
};

export type Agent = {
  xmpp: Client;
  jid: string;
  received: Element[];
  /** Resolves with the first stanza (received so far or later) that matches. */
  waitFor(match: (stanza: Element) => boolean, what?: string): Promise<Element>;
  stop(): Promise<void>;
};

export async function startXmppHarness(
  accounts: readonly TestAccount[],
  options: { limits?: Partial<XmppLimits>; modules?: XmppModule[] } = {},
): Promise<XmppHarness> {
  const routed: RoutedMessage[] = [];
  const undelivered: { stanza: XmlElement; to: Jid }[] = [];
  const find = (localpart: string, domain: string) =>
    accounts.find((account) => account.localpart === localpart && account.domain === domain);
  const archive: XmppModule = { name: "test-archive", onRouted: (event) => routed.push(event) };
  const server = createXmppServer({
    limits: options.limits,
    modules: [archive, ...(options.modules ?? [])],
    hooks: {
      credentialsOf: (authcid, domain) => {
        const account = find(authcid, domain);
        return account ? { localpart: account.localpart, password: account.password } : null;
      },
      verifyPlain: (authcid, password, domain) => {
        const account = find(authcid, domain);
        return account?.password === password ? { localpart: account.localpart } : null;
      },
      rosterOf: (_localpart, domain) =>
        accounts
          .filter((account) => account.domain === domain)
          .map(({ localpart, name }) => ({ localpart, name })),
      onUndelivered: (stanza, to) => undelivered.push({ stanza, to }),
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
    async connect(localpart, domain, clientOptions = {}) {
      const account = find(localpart, domain);
      const xmpp = client({
        service: url,
        domain,
        username: localpart,
        password: account?.password ?? "",
        ...clientOptions,
      });
      const agent = agentOf(xmpp);
      agents.add(agent);
      xmpp.on("error", () => {});
      agent.jid = (await xmpp.start()).toString();
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

function agentOf(xmpp: Client): Agent {
  const received: Element[] = [];
  const waiters = new Set<{ match: (stanza: Element) => boolean; resolve: (stanza: Element) => void }>();
  xmpp.on("stanza", (stanza) => {
    received.push(stanza);
    for (const waiter of waiters) {
      if (!waiter.match(stanza)) continue;
      waiters.delete(waiter);
      waiter.resolve(stanza);
    }
  });
  return {
    xmpp,
    jid: "",
    received,
    waitFor(match) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.add({ match, resolve }));
    },
    async stop() {
      xmpp.reconnect.stop();
      if (xmpp.status !== "offline") await xmpp.stop().catch(() => {});
    },
  };
}
