import type { Clock } from "../clock/clock";
import { serializeNameAddr, type NameAddr } from "../grammar/name-addr";
import { Params } from "../grammar/params";
import { parseUri, serializeUri } from "../grammar/sip-uri";
import type { Logger } from "../proxy/logger";
import type { ProxyRuntime } from "../proxy/proxy-runtime";
import { toAor, userOf, type Aor } from "../registrar/aor";
import type { Binding } from "../registrar/binding";
import type { TimerSettings } from "../transaction/timer-settings";
import type { Connection } from "../transport/connection";
import { createMemoryConnectionPair } from "../transport/memory-connection";
import type { LocalAgentHandler, LocalService } from "./local-agent";
import { LocalUserAgent } from "./user-agent";

export interface ServeLocalDependencies {
  readonly runtime: ProxyRuntime;
  readonly clock: Clock;
  readonly timers: TimerSettings;
  readonly logger: Logger;
  /** The proxy's own entry for a new connection (sip-proxy.ts `acceptConnection`). */
  accept(connection: Connection): void;
}

/** "Never" as a finite number (the app may serialise binding views). */
const NEVER = Number.MAX_SAFE_INTEGER;

/**
 * `SipProxy.serveLocal`: the agent gets an in-memory flow the proxy accepts like any client's,
 * proven as `aor` from the start (no digest), and the only binding of `aor`: it never expires,
 * `dropBindings` leaves it, and the registrar refuses REGISTERs for the AoR while it is there.
 * Calls reach it through the normal routing, with the same limits as any device.
 */
export function serveLocal(
  deps: ServeLocalDependencies,
  aorText: string,
  handler: LocalAgentHandler,
): LocalService {
  const { runtime } = deps;
  const aor = toAor(aorText, runtime.domain);
  if (!aor || !runtime.address.isOwnHost(aor.slice(aor.lastIndexOf("@") + 1))) {
    throw new Error(`serveLocal: ${aorText} is not an AoR of ${runtime.domain}`);
  }
  if (runtime.locations.isPinned(aor)) throw new Error(`serveLocal: ${aor} is served already`);
  const { server, client } = createMemoryConnectionPair({ remote: { address: "127.0.0.1", port: 0 } });
  runtime.localAgents.set(server.id, aor);
  server.onClose(() => runtime.localAgents.delete(server.id));
  deps.accept(server);
  if (!server.open) throw new Error("serveLocal: the proxy is closed");
  runtime.connections.authenticated(server.id, aor);
  const agent = new LocalUserAgent({
    aor,
    connection: client,
    clock: deps.clock,
    timers: deps.timers,
    handler,
    logger: deps.logger,
  });
  runtime.locations.pin(aor, localBinding(aor, server, agent.contact, deps.clock.now()));

  let detached = false;
  const detach = (): void => {
    if (detached) return;
    detached = true;
    runtime.locations.unpin(aor);
    // The flow stays open until the BYEs are answered: they travel on it.
    void agent.close().finally(() => client.close());
  };
  const sendMessage = (toAorText: string, contentType: string, body: string): Promise<number> => {
    const to = toAor(toAorText, runtime.domain);
    if (detached || !client.open)
      return Promise.reject(new Error("sendMessage: the local agent is detached"));
    if (!to) return Promise.reject(new Error(`sendMessage: ${toAorText} is not an AoR`));
    return agent.message(to, contentType, body);
  };
  return Object.assign(detach, { sendMessage });
}

function localBinding(aor: Aor, connection: Connection, contact: string, now: number): Binding {
  const uri = parseUri(contact.slice(1, -1));
  const address: NameAddr = { uri, params: new Params() };
  return {
    aor,
    key: `local:${aor}`,
    address,
    contact: serializeNameAddr(address),
    contactUri: serializeUri(uri),
    connection,
    connectionId: connection.id,
    remote: connection.remote,
    username: userOf(aor),
    userAgent: "local agent",
    callId: `local-${connection.id}`,
    cseq: 0,
    registeredAt: now,
    expiresAt: NEVER,
  };
}
