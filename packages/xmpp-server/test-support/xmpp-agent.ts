// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- @xmpp/client ships no types: this brings their declaration into every program that uses the agent (apps/server tests too).
/// <reference path="./xmpp-client.d.ts" />
import { client, type Client, type ClientOptions, type Element } from "@xmpp/client";
import { WebSocket } from "ws";

// @xmpp/websocket opens `new WebSocket(url, ["xmpp"])`: Node 20 has no global WebSocket.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

/** An @xmpp/client connection that keeps what it received, for tests (here and in apps/server). */
export type Agent = {
  xmpp: Client;
  jid: string;
  received: Element[];
  /** Resolves with the first stanza (received so far or later) that matches. */
  waitFor(match: (stanza: Element) => boolean): Promise<Element>;
  stop(): Promise<void>;
};

/** Starts a client; `track` gets the agent before it signs in, so a failed start is stopped too. */
export async function connectAgent(options: ClientOptions, track?: (agent: Agent) => void): Promise<Agent> {
  const agent = agentOf(client(options));
  track?.(agent);
  agent.xmpp.on("error", () => {});
  agent.jid = (await agent.xmpp.start()).toString();
  return agent;
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
