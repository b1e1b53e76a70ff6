import type { Aor } from "../registrar/aor";
import type { Connection } from "../transport/connection";

interface Entry {
  readonly connection: Connection;
  /** AoRs whose credentials this connection has proven (REGISTER or a challenged request). */
  readonly identities: Set<Aor>;
}

/** Every open connection, by id (flow tokens) and by remote address (RFC 3581 rport responses). */
export class ConnectionRegistry {
  private readonly byId = new Map<string, Entry>();
  private readonly byRemote = new Map<string, Connection>();

  add(connection: Connection): void {
    this.byId.set(connection.id, { connection, identities: new Set() });
    this.byRemote.set(remoteKey(connection.remote.address, connection.remote.port), connection);
  }

  remove(connection: Connection): void {
    this.byId.delete(connection.id);
    const key = remoteKey(connection.remote.address, connection.remote.port);
    if (this.byRemote.get(key) === connection) this.byRemote.delete(key);
  }

  get(id: string): Connection | undefined {
    return this.byId.get(id)?.connection;
  }

  byAddress(address: string, port: number): Connection | undefined {
    return this.byRemote.get(remoteKey(address, port));
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

function remoteKey(address: string, port: number): string {
  return `${address.toLowerCase()}|${port}`;
}
