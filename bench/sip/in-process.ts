import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { WebSocket, type RawData } from "ws";
import type { Connection, SipProxy, SipProxyOptions } from "@mobex/sip-proxy/sip-proxy";
import { BenchPhone, type PhoneSocket } from "./bench-phone";

/*
 * The embedded proxy alone, in this process: the generator's phones (bench-phone.ts) speak to it
 * over in-memory connections, with no sockets, no database and no app hooks, and the process's
 * CPU time over the calls is printed per call (the phones' share included: it is the same for
 * any proxy revision). On a machine shared with other work the socket benchmark's figures move by
 * ±10 % from run to run; this one moves far less, so it tells whether a change to the proxy's own
 * code (parsing, routing, transactions) helps. `--proxy-src` points at another checkout's
 * packages/sip-proxy/src (e.g. `git archive` of the revision before), for before/after runs
 * interleaved in one shell loop. Figures are a tool for comparing revisions, not the budget's
 * (that is compare.sh's).
 *
 *   npx tsx bench/sip/in-process.ts [--calls 10000] [--proxy-src <dir>]
 */

const DOMAIN = "mobex.local";
const PHONES = 100;
const IN_FLIGHT = 50;
const WARM_UP_CALLS = 2000;

type ProxyModule = { createSipProxy(options: SipProxyOptions): SipProxy };
type MemoryModule = { createMemoryConnectionPair(): { server: Connection; client: Connection } };

const { values } = parseArgs({
  options: { calls: { type: "string", default: "10000" }, "proxy-src": { type: "string" } },
});
const calls = Number(values.calls);
const source = values["proxy-src"] ?? new URL("../../packages/sip-proxy/src", import.meta.url).pathname;
const load = <T>(file: string): Promise<T> => import(pathToFileURL(`${source}/${file}`).href) as Promise<T>;
const { createSipProxy } = await load<ProxyModule>("sip-proxy.ts");
const { createMemoryConnectionPair } = await load<MemoryModule>("transport/memory-connection.ts");

const password = (user: string): string => `password-${user}`;
const proxy = createSipProxy({
  domain: DOMAIN,
  realm: DOMAIN,
  nonceSecret: "in-process bench",
  hooks: {
    authenticate: (username) =>
      Promise.resolve({ password: password(username), aor: `sip:${username}@${DOMAIN}` }),
    resolveTarget: ({ dialled }) =>
      Promise.resolve(
        dialled === undefined
          ? { kind: "reject", status: 404, reason: "Not Found" }
          : { kind: "aor", aor: `sip:${dialled}@${DOMAIN}` },
      ),
  },
  // As in the socket bench (lib/mobex-server.sh): the limiter runs but never refuses.
  limits: { callRate: { burst: 1_000_000, perSecond: 1_000_000 } },
  // The event loop is this process's own: the phones' work must not shed the proxy's load.
  overload: { maxEventLoopLagMs: 0 },
});

/** A phone's end of an in-memory connection, shaped like the WebSocket the phone expects. */
function phoneSocket(client: Connection): PhoneSocket {
  let onMessage: (data: RawData) => void = () => {};
  client.onMessage((text) => onMessage(Buffer.from(text)));
  return {
    readyState: WebSocket.OPEN,
    send: (text) => void client.send(text),
    terminate: () => client.close(),
    on: (event: string, listener: (data: RawData) => void) => {
      if (event === "message") onMessage = listener;
    },
  };
}

const phones = Array.from({ length: PHONES }, (_, index) => {
  const { server, client } = createMemoryConnectionPair();
  proxy.acceptConnection(server);
  const user = String(1000 + index);
  return BenchPhone.on(
    phoneSocket(client),
    { phone: user, username: user, password: password(user) },
    DOMAIN,
    10_000,
  );
});
for (const phone of phones) await phone.register();

/** `total` calls, IN_FLIGHT at a time: caller i calls phone i + IN_FLIGHT. */
async function callAll(total: number): Promise<void> {
  let started = 0;
  await Promise.all(
    phones.slice(0, IN_FLIGHT).map(async (caller, lane) => {
      while (started < total) {
        started += 1;
        await caller.call(String(1000 + IN_FLIGHT + lane));
      }
    }),
  );
}

// The first calls run while the JIT still compiles: not counted.
await callAll(WARM_UP_CALLS);
const before = process.cpuUsage();
await callAll(calls);
const used = process.cpuUsage(before);
console.log(
  `in-process proxy (${source}): ${calls} calls, ${((used.user + used.system) / 1000 / calls).toFixed(3)} ms CPU per call (proxy and phones)`,
);
proxy.close();
for (const phone of phones) phone.close();
