import type { Aor } from "../registrar/aor";
import type { Connection } from "../transport/connection";

interface Entry {
  readonly connection: Connection;
  /** AoRs whose credentials this connection has proven (REGISTER or a challenged request). */
  readonly identities: Set<Aor>;
}

/** Every open connection by id (what flow tokens name), with the identities it has proven. */
export class ConnectionRegistry {
  private readonly byId = new Map<string, Entry>();

  add(connection: Connection): void {
    this.byId.set(connection.id, { connection, identities: new Set() });
  }

  remove(connection: Connection): void {
    this.byId.delete(connection.id);
  }

  get(id: string): Connection | undefined {
    return this.byId.get(id)?.connection;
  }

  authenticated(connectionId: string, aor: Aor): void {
    this.byId.get(connectionId)?.identities.add(aor);
  }

  isAuthenticatedAs(connectionId: string, aor: Aor): boolean {
    return this.byId.get(connectionId)?.identities.has(aor) ?? false;
  }

  all(): Connection[] {
    return [...this.byId.values()].map((e) => e.connection);
  }
}
