import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import { restrictToOwner } from "../data-dir";
import * as schema from "./schema";

/** The query API both drivers share; repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * `COPY … FROM STDIN`-style bulk load of rows in COPY text format (copy-text.ts), where the
   * driver offers it (PGlite reads them from a blob); without it, writers insert.
   */
  copyFrom?: CopyFrom;
  close(): Promise<void>;
};

/** Loads `rows` (COPY text format, one line a row) into `table (columns…)` in one statement. */
export type CopyFrom = (table: string, columns: readonly string[], rows: string) => Promise<void>;

/**
 * PGlite (embedded, single process) by default, PostgreSQL when DATABASE_URL is set
 * (ARCHITECTURE.md, principle 4: the swap is configuration).
 */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleClientError: (error: Error) => void = () => {},
): Promise<Database> {
  switch (config.kind) {
    case "pglite": {
      const database = await wrapPglite(new PGlite(config.dataDir ?? "memory://"));
      // PGlite writes its files world-readable whatever the umask (see restrictToOwner).
      if (config.dataDir) restrictToOwner(config.dataDir);
      return database;
    }
    case "postgres": {
      const pool = new pg.Pool({ connectionString: config.url, max: 10 });
      // node-postgres emits backend errors of idle clients (server restart, terminated backend)
      // on the pool; unhandled, they would crash the process. The pool replaces the client.
      pool.on("error", onIdleClientError);
      // Fail at start, not on the first request, when the server is unreachable.
      const probe = await pool.connect();
      probe.release();
      return { db: drizzlePostgres({ client: pool, schema }), kind: "postgres", close: () => pool.end() };
    }
  }
}

/** Wraps an existing PGlite instance (tests load a migrated template into one). */
export async function wrapPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }),
    kind: "pglite",
    copyFrom: async (table, columns, rows) => {
      await client.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], {
        blob: new Blob([rows]),
      });
    },
    close: () => client.close(),
  };
}
