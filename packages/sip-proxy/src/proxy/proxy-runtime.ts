import type { DigestAuthenticator } from "../auth/digest-authenticator";
import type { FlowTrust } from "../auth/flow-trust";
import type { DialogTracker } from "../dialog/dialog-tracker";
import type { Aor } from "../registrar/aor";
import type { LocationService } from "../registrar/location-service";
import type { TransactionLayer } from "../transaction/transaction-layer";
import type { ConnectionRegistry } from "./connection-registry";
import type { ForkDependencies } from "./fork-types";
import type { ForkRegistry } from "./fork-registry";
import type { SipProxyHooks } from "./hooks";
import type { Logger } from "./logger";
import type { ProxyAddress } from "./proxy-address";
import type { RateLimiter } from "./rate-limiter";

/** The parts of one proxy instance that its routers share. */
export interface ProxyRuntime {
  readonly domain: string;
  readonly address: ProxyAddress;
  readonly layer: TransactionLayer;
  readonly forkDependencies: ForkDependencies;
  readonly connections: ConnectionRegistry;
  readonly locations: LocationService;
  readonly dialogs: DialogTracker;
  readonly authenticator: DigestAuthenticator;
  /** Flows whose REGISTER proved the caller's credentials (RFC 5626): their INVITEs skip the 407. */
  readonly trust: FlowTrust;
  readonly hooks: SipProxyHooks;
  readonly logger: Logger;
  readonly forks: ForkRegistry;
  /** Out-of-dialog INVITE and MESSAGE per authenticated user (proxy/limits.ts `callRate`). */
  readonly callRate: RateLimiter;
  /** In-process user agents (src/ua/, `serveLocal`) by the id of their in-memory connection: trusted as their AoR. */
  readonly localAgents: Map<string, Aor>;
}
