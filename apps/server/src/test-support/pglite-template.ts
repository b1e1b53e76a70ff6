import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { wrapPglite } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDemo } from "../db/seed";
import { ManualClock } from "./manual-clock";

/**
 * A migrated (and optionally seeded) PGlite data directory as a tarball. initdb in WebAssembly
 * takes seconds; loading this dump takes a fraction of one, so tests start from it.
 */
export async function buildPgliteTemplate(seeded: boolean): Promise<Blob> {
  const client = new PGlite("memory://");
  const database = await wrapPglite(client);
  await migrateDatabase(database);
  if (seeded) await seedDemo(database.db, new ManualClock(), pino({ level: "silent" }));
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
