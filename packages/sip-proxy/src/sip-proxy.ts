import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { WebSocket } from "ws";
import { DigestAuthenticator } from "./auth/digest-authenticator";
import { FlowTrust } from "./auth/flow-trust";
import { NonceService } from "./auth/nonce-service";
import { systemClock, type Clock } from "./clock/clock";
import { EventLoopLagSampler, type LagSource } from "./clock/event-loop-lag";
import { TimerScope } from "./clock/timer-scope";
import type { DialogEvent } from "./dialog/dialog-events";
import { DialogTracker, type DialogView } from "./dialog/dialog-tracker";
import { toAor, type Aor } from "./registrar/aor";
import type { BindingView } from "./registrar/binding";
import { DEFAULT_EXPIRY, type ExpiryPolicy } from "./registrar/expiry-policy";
import { LocationService, toView } from "./registrar/location-service";
import { Registrar } from "./registrar/registrar";
import { DEFAULT_TIMERS, type TimerSettings } from "./transaction/timer-settings";
import { TransactionLayer } from "./transaction/transaction-layer";
import type { Connection } from "./transport/connection";
import { createWebSocketAcceptor } from "./transport/websocket-acceptor";
import { ConnectionRegistry } from "./proxy/connection-registry";
import { FrameAdmission } from "./proxy/frame-admission";
import { resolveLimits, type SipLimitOptions } from "./proxy/limits";
import { RateLimiter } from "./proxy/rate-limiter";
import { originPolicy } from "./transport/origin-policy";
import { FlowTokens } from "./proxy/flow-tokens";
import { ForkRegistry } from "./proxy/fork-registry";
import type { SipProxyHooks } from "./proxy/hooks";
import { silentLogger, type Logger } from "./proxy/logger";
import { ProxyAddress } from "./proxy/proxy-address";
import { DEFAULT_OVERLOAD, OverloadGuard, type OverloadSettings } from "./proxy/overload-guard";
import { ProxyCore } from "./proxy/proxy-core";
import type { ProxyRuntime } from "./proxy/proxy-runtime";
import type { LocalAgentHandler, LocalService } from "./ua/local-agent";
import { serveLocal } from "./ua/serve-local";

// The public types, so that an app imports everything from this one module.
export type { Aor } from "./registrar/aor";
export type { BindingView } from "./registrar/binding";
export type {
  DialogEvent,
  DialogParties,
  DialogSnapshot,
  DeviceView,
  BranchView,
  DiversionReason,
} from "./dialog/dialog-events";
export { DialogState, type TerminationCause } from "./dialog/dialog-state";
export type { DialogView } from "./dialog/dialog-tracker";
export type {
  Caller,
  CallerDecoration,
  CallFallback,
  SipProxyHooks,
  TargetQuery,
  TargetResolution,
} from "./proxy/hooks";
export type { Logger } from "./proxy/logger";
export type { Connection, RemoteAddress } from "./transport/connection";
export type { Clock } from "./clock/clock";
export type { SipLimitOptions, SipLimits } from "./proxy/limits";
export type { LocalAgentHandler, LocalCallEnd, LocalIncomingCall, LocalService } from "./ua/local-agent";

export interface SipProxyOptions {
  /** The SIP domain users register under (`sip:400011001@<domain>`); also our Via and Record-Route host. */
  domain: string;
  /** Digest realm (RFC 3261 §22.1); usually the domain. */
  realm: string;
  hooks: SipProxyHooks;
  /** Secret for stateless nonces and flow tokens; any length, keep it private. */
  nonceSecret: string;
  logger?: Logger;
  clock?: Clock;
  /** Other hosts that name this proxy (an IP, the WebSocket host name). */
  aliases?: readonly string[];
  expiry?: Partial<ExpiryPolicy>;
  timers?: Partial<TimerSettings>;
  /** RFC 3261 §16.6 step 11: more than 3 minutes. */
  timerCMs?: number;
  /**
   * Load shedding (proxy/overload-guard.ts): the event-loop lag above which new INVITEs and
   * REGISTERs get 503 + Retry-After; `lagSource` replaces the built-in sampler (tests).
   */
  overload?: Partial<OverloadSettings> & { lagSource?: LagSource };
  /** How long a challenge's nonce stays good before stale=true. */
  nonceLifetimeMs?: number;
  keepAliveIntervalMs?: number;
  /** What one client may cost (proxy/limits.ts); each unset one keeps its default. */
  limits?: SipLimitOptions;
  /**
   * Page origins besides the server's own that may open a SIP WebSocket (`*`: any). Browsers
   * send Origin; an upgrade from another site's page is refused with 403.
   */
  allowedOrigins?: readonly string[];
}

/** What the app may read of the registrar. */
export interface RegistrarView {
  bindings(aor: Aor): readonly BindingView[];
  aors(): readonly Aor[];
}

export interface SipProxy {
  /** Serves SIP on an already open connection (in-memory in tests, or any other transport). */
  acceptConnection(connection: Connection): void;
  /** For `server.on("upgrade")` at the SIP path: completes the WebSocket handshake (subprotocol `sip`). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** For a WebSocket whose handshake the app completed (e.g. @fastify/websocket). */
  acceptSocket(socket: WebSocket, request: IncomingMessage): void;
  /** Listens for upgrades on `path` of `server`; returns the detach function. */
  attach(server: Server, path: string): () => void;
  readonly registrar: RegistrarView;
  /**
   * Removes the bindings of `aor` (a SIP URI or a user of our domain) that `drop` selects and
   * closes their flows (the app ended the session of the device that registered them: logout,
   * lost licence); returns how many.
   */
  dropBindings(aor: string, drop: (binding: BindingView) => boolean): number;
  readonly dialogs: DialogView;
  /**
   * Serves `aor` (of our domain; a bare user gets it) with an in-process user agent: no network,
   * no digest (trusted). Calling the result detaches it; its `sendMessage` sends an out-of-dialog
   * MESSAGE from `aor` (README "Local user agents"). Throws when `aor` is served already.
   */
  serveLocal(aor: string, agent: LocalAgentHandler): LocalService;
  /** Closes every connection and cancels every timer; the proxy accepts nothing afterwards. */
  close(): void;
}

/** Builds a SIP registrar and forking proxy over WebSocket (RFC 3261, RFC 7118, RFC 5626 flows). */
export function createSipProxy(options: SipProxyOptions): SipProxy {
  const logger = options.logger ?? silentLogger;
  const clock = new TimerScope(options.clock ?? systemClock);
  const hooks = options.hooks;
  const timers: TimerSettings = { ...DEFAULT_TIMERS, ...options.timers };
  const limits = resolveLimits(options.limits);
  const address = new ProxyAddress(
    options.domain,
    options.aliases ?? [],
    new FlowTokens(options.nonceSecret),
  );
  const onListenerError = (error: unknown): void =>
    logger.error("sip-proxy: listener failed", { error: String(error) });
  const safely =
    <A extends unknown[]>(name: string, hook: ((...args: A) => void) | undefined) =>
    (...args: A): void => {
      try {
        hook?.(...args);
      } catch (error) {
        logger.error(`sip-proxy: ${name} hook failed`, { error: String(error) });
      }
    };

  const locations = new LocationService({
    clock,
    onChange: safely("onRegistration", hooks.onRegistration?.bind(hooks)),
  });
  const dialogs = new DialogTracker(
    clock,
    safely<[DialogEvent]>("onDialogEvent", hooks.onDialogEvent?.bind(hooks)),
  );
  const authenticator = new DigestAuthenticator(
    options.realm,
    new NonceService(options.nonceSecret, clock, options.nonceLifetimeMs),
    (username, realm) => hooks.authenticate(username, realm),
  );
  const registrar = new Registrar({
    domains: address.domains,
    domain: options.domain,
    authenticator,
    locations,
    clock,
    expiry: { ...DEFAULT_EXPIRY, ...options.expiry },
    maxBindingsPerAor: limits.maxBindingsPerAor,
    maxContactBytes: limits.maxContactBytes,
  });
  const connections = new ConnectionRegistry({
    clock,
    authDeadlineMs: limits.authDeadlineMs,
    maxUnauthenticatedRequests: limits.maxUnauthenticatedRequests,
  });
  const admission = new FrameAdmission(connections, limits.maxMessageBytes, logger);
  const layer = new TransactionLayer({
    clock,
    timers,
    onListenerError,
    // The core is created below; the layer calls these only once messages flow.
    onRequest: (request, connection, server) => core.onRequest(request, connection, server),
    onStrayResponse: (response, connection) => core.onStrayResponse(response, connection),
  });
  const runtime: ProxyRuntime = {
    domain: options.domain,
    address,
    layer,
    forkDependencies: {
      layer,
      clock,
      timers,
      timerCMs: options.timerCMs ?? 181_000,
      viaHost: address.host,
      flowToken: (connectionId) => address.flowToken(connectionId),
      maxBranches: limits.maxBranchesPerFork,
    },
    connections,
    locations,
    dialogs,
    authenticator,
    trust: new FlowTrust(clock, locations),
    hooks,
    logger,
    forks: new ForkRegistry(),
    callRate: new RateLimiter(clock, limits.callRate.burst, limits.callRate.perSecond),
    localAgents: new Map(),
  };
  const overload = { ...DEFAULT_OVERLOAD, ...options.overload };
  const lag =
    options.overload?.lagSource ?? (overload.maxEventLoopLagMs > 0 ? new EventLoopLagSampler() : undefined);
  const core = new ProxyCore(runtime, registrar, new OverloadGuard(overload, lag));
  let closed = false;

  const acceptConnection = (connection: Connection): void => {
    if (closed) {
      connection.close("shutting down");
      return;
    }
    connections.add(connection);
    connection.onMessage((text) => {
      if (admission.admit(connection, text)) core.receiveFrame(connection, text);
    });
    connection.onClose(() => {
      connections.remove(connection);
      layer.connectionClosed(connection);
      locations.connectionClosed(connection.id);
      runtime.trust.connectionClosed(connection.id);
      dialogs.connectionClosed(connection.id);
    });
  };

  const acceptor = createWebSocketAcceptor({
    onConnection: acceptConnection,
    onError: (error) => logger.warn("sip-proxy: websocket error", { error: String(error) }),
    clock,
    ...(options.keepAliveIntervalMs === undefined
      ? {}
      : { keepAliveIntervalMs: options.keepAliveIntervalMs }),
    // Twice the message limit: a message a little too large is still read and answered 513.
    maxMessageBytes: 2 * limits.maxMessageBytes,
    maxSocketsPerAddress: limits.maxSocketsPerAddress,
    allowOrigin: originPolicy(options.allowedOrigins ?? []),
  });

  return {
    acceptConnection,
    handleUpgrade: (request, socket, head) => acceptor.handleUpgrade(request, socket, head),
    acceptSocket: (socket, request) => void acceptor.acceptSocket(socket, request),
    attach: (server, path) => acceptor.attach(server, path),
    registrar: {
      bindings: (aor) => locations.lookup(aor).map(toView),
      aors: () => locations.aors(),
    },
    dropBindings: (aor, drop) => {
      const canonical = toAor(aor, options.domain);
      return canonical === undefined ? 0 : locations.dropBindings(canonical, drop);
    },
    dialogs: {
      get: (id) => dialogs.get(id),
      list: () => dialogs.list(),
      forAor: (aor) => dialogs.forAor(aor),
      ringingAt: (aor) => dialogs.ringingAt(aor),
    },
    serveLocal: (aor, agent) =>
      serveLocal({ runtime, clock, timers, logger, accept: acceptConnection }, aor, agent),
    close() {
      if (closed) return;
      closed = true;
      acceptor.close();
      lag?.close();
      for (const connection of connections.all()) connection.close("shutting down");
      runtime.forks.close();
      layer.close();
      dialogs.close();
      locations.close();
      clock.close();
    },
  };
}
