import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { XmppModule } from "@mobex/xmpp-server/core/module-api";
import { mamModule } from "@mobex/xmpp-server/modules/xep-0313-mam/mam-module";
import { systemClock } from "../../apps/server/src/clock";
import { openDatabase } from "../../apps/server/src/db/client";
import { migrateDatabase } from "../../apps/server/src/db/migrate";
import { ArchiveRepository } from "../../apps/server/src/domain/chat/archive-repository";
import { ChatAddresses } from "../../apps/server/src/domain/chat/chat-addresses";
import type { Log } from "../../apps/server/src/domain/log";
import { ReadMarkers } from "../../apps/server/src/domain/chat/read-markers";
import { XmppArchive } from "../../apps/server/src/planes/xmpp/xmpp-archive";

const quiet = () => {};
const log: Log = {
  fatal: console.error,
  error: console.error,
  warn: console.error,
  info: quiet,
  debug: quiet,
  trace: quiet,
};

/**
 * The archive apps/server runs (issue 13: the bench's goal is "with the archive on"): the XEP-0313
 * module over XmppArchive and the chat domain's ArchiveRepository, on PGlite in a throwaway
 * directory (or PostgreSQL with DATABASE_URL), migrated as the app migrates it. Every routed chat
 * message becomes two rows of `archive` and moves the sender's read marker, batched per turn.
 */
export async function databaseArchive(
  domain: string,
): Promise<{ module: XmppModule; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), "mobex-xmpp-bench-"));
  const database = await openDatabase(
    url ? { kind: "postgres", url } : { kind: "pglite", dataDir: dataDir ?? null },
  );
  await migrateDatabase(database);
  const addresses = new ChatAddresses(domain);
  const repository = new ArchiveRepository(
    database.db,
    addresses,
    new ReadMarkers(database.db, addresses.domain),
    systemClock,
    database.copyFrom,
  );
  const archive = new XmppArchive(repository, database.db, addresses, log, () => Promise.resolve());
  return {
    module: mamModule(archive),
    async close() {
      await archive.flush();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
