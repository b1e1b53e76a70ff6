import { join } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { SERVER_PACKAGE_DIR } from "../config";
import type { Database } from "./client";

/** drizzle-kit's output; the same folder serves `tsx src/…` and the bundled `dist/…`. */
export const MIGRATIONS_DIR = join(SERVER_PACKAGE_DIR, "drizzle");

/** Applies the pending SQL migrations of drizzle/ (both drivers keep drizzle's journal table). */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  // The driver-specific migrators want their own database type; `Database` erased it to the shared API.
  if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, options);
  else await migratePostgres(database.db as unknown as NodePgDatabase, options);
}
