import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { ArchivePage, ArchiveQuery } from "@mobex/xmpp-server/modules/xep-0313-mam/mam-hooks";
import type { Db } from "../../db/client";
import { archive } from "../../db/schema";

/** An archive id as MAM hands it out: the row's timestamp (ejabberd's MAM id), else null. */
const timestampOf = (id: string): number | null => (/^[0-9]{1,16}$/.test(id) ? Number(id) : null);

/**
 * A page of one `archive` owner (a user's phone, or a room's JID) for XEP-0313: `with` is the bare
 * peer (in a room, the sender), start/end bound the timestamps, RSM `after`/`before` are archive
 * ids; `before` (even empty) pages from the newest end. Oldest first either way.
 */
export async function archivePage(
  db: Db,
  serverHost: string,
  username: string,
  query: ArchiveQuery,
): Promise<ArchivePage> {
  const conditions: SQL[] = [eq(archive.serverHost, serverHost), eq(archive.username, username)];
  if (query.with !== undefined) conditions.push(eq(archive.barePeer, query.with.toLowerCase()));
  if (query.startMs !== undefined) conditions.push(gte(archive.timestamp, query.startMs * 1000));
  if (query.endMs !== undefined) conditions.push(lte(archive.timestamp, query.endMs * 1000 + 999));
  for (const [bound, compare] of [
    [query.after, gt],
    [query.before, lt],
  ] as const) {
    if (bound === undefined || bound === "") continue;
    const timestamp = timestampOf(bound);
    if (timestamp === null) return { items: [], complete: true };
    conditions.push(compare(archive.timestamp, timestamp));
  }
  const fromNewest = query.before !== undefined;
  const rows = await db
    .select({ timestamp: archive.timestamp, xml: archive.xml })
    .from(archive)
    .where(and(...conditions))
    .orderBy(fromNewest ? desc(archive.timestamp) : asc(archive.timestamp))
    .limit(query.max + 1);
  const page = rows.slice(0, query.max);
  if (fromNewest) page.reverse();
  return {
    items: page.map((row) => ({
      id: String(row.timestamp),
      atMs: Math.floor(row.timestamp / 1000),
      xml: row.xml,
    })),
    complete: rows.length <= query.max,
  };
}
