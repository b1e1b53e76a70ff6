import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import JsSIP from "jssip";
import type { UA } from "jssip/lib/UA";
import type { SipProxy } from "../src/sip-proxy";
import { installBrowserGlobals } from "./fake-webrtc";
import { DOMAIN } from "./proxy-harness";

export interface JssipPhones {
  /** A JsSIP user agent (the web app's SIP stack) registered as `sip:<user>@DOMAIN`, password `secret-<user>`. */
  start(user: string): Promise<UA>;
  /** Every agent started so far, in order. */
  readonly started: readonly UA[];
  /** Stops every agent, the proxy and the server; puts the globals back. */
  close(): Promise<void>;
}

/**
 * Serves `proxy` over a real WebSocket on loopback and starts JsSIP user agents against it, with
 * the browser globals JsSIP needs in Node (fake-webrtc.ts).
 */
export async function jssipPhones(proxy: SipProxy): Promise<JssipPhones> {
  const uninstallGlobals = installBrowserGlobals();
  const server = createServer();
  proxy.attach(server, "/sip");
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/sip`;
  const agents: UA[] = [];
  return {
    started: agents,
    async start(user) {
      const agent = new JsSIP.UA({
        sockets: [new JsSIP.WebSocketInterface(url)],
        uri: `sip:${user}@${DOMAIN}`,
        password: `secret-${user}`,
        register_expires: 1200,
        session_timers: false,
      });
      agents.push(agent);
      const registered = once(agent, "registered");
      agent.start();
      await registered;
      return agent;
    },
    async close() {
      for (const agent of agents) agent.stop();
      proxy.close();
      server.close();
      await once(server, "close");
      uninstallGlobals();
    },
  };
}
