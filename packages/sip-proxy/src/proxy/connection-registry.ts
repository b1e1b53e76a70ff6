import type { Clock, TimerHandle } from "../clock/clock";
import type { Aor } from "../registrar/aor";
import type { Connection } from "../transport/connection";

interface Entry {
  readonly connection: Connection;
  /** AoRs whose credentials this connection has proven (REGISTER or a challenged request). */
  readonly identities: Set<Aor>;
  /** Requests received while `identities` was empty. */
  unauthenticatedRequests: number;
  /** Closes the connection if it has proven no identity by then. */
  deadline?: TimerHandle;
}

export interface ConnectionRegistryOptions {
  clock: Clock;
  /** Time to prove an identity after the connection opens (proxy/limits.ts `authDeadlineMs`). */
  authDeadlineMs: number;
  /** Requests an unauthenticated connection may send (proxy/limits.ts `maxUnauthenticatedRequests`). */
  maxUnauthenticatedRequests: number;
}

/**
 * Every open connection by id (what flow tokens name), with the identities it has proven. A
 * connection that proves none in time, or keeps sending requests without credentials, is closed:
 * until then it costs transactions and challenges and can reach nobody.
 */
export class ConnectionRegistry {
  private readonly byId = new Map<string, Entry>();

  constructor(private readonly options: ConnectionRegistryOptions) {}

  add(connection: Connection): void {
    const entry: Entry = { connection, identities: new Set(), unauthenticatedRequests: 0 };
    entry.deadline = this.options.clock.setTimeout(() => {
      if (entry.identities.size === 0) connection.close("no authentication in time");
    }, this.options.authDeadlineMs);
    this.byId.set(connection.id, entry);
  }

  remove(connection: Connection): void {
    this.byId.get(connection.id)?.deadline?.cancel();
    this.byId.delete(connection.id);
  }

  get(id: string): Connection | undefined {
    return this.byId.get(id)?.connection;
  }

  authenticated(connectionId: string, aor: Aor): void {
    const entry = this.byId.get(connectionId);
    if (!entry) return;
    entry.identities.add(aor);
    entry.deadline?.cancel();
    delete entry.deadline;
  }

  isAuthenticatedAs(connectionId: string, aor: Aor): boolean {
    return this.byId.get(connectionId)?.identities.has(aor) ?? false;
  }

  /**
   * Counts a request arriving on the connection; false (and the connection is closed) when it is
   * one more than an unauthenticated connection may send.
   */
  admitRequest(connectionId: string): boolean {
    const entry = this.byId.get(connectionId);
    if (!entry || entry.identities.size > 0) return true;
    entry.unauthenticatedRequests += 1;
    if (entry.unauthenticatedRequests <= this.options.maxUnauthenticatedRequests) return true;
    entry.connection.close("too many requests without authentication");
    return false;
  }

  all(): Connection[] {
    return [...this.byId.values()].map((e) => e.connection);
  }
}
