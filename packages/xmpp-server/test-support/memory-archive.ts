import { bareOf, parseJid } from "../src/jid";
import type { ArchivePage, ArchiveQuery, MarkerSeen } from "../src/modules/xep-0313-mam/mam-hooks";
import type { MucHooks, RoomState } from "../src/modules/xep-0045-muc/muc-hooks";
import type { MessageArchiveHooks } from "../src/modules/xep-0313-mam/mam-hooks";

type Row = { owner: string; id: string; atMs: number; with: string; xml: string };

const bare = (jid: string) => {
  const parsed = parseJid(jid);
  return parsed ? bareOf({ ...parsed, resource: "" }) : jid;
};

/** Archives and rooms in memory for the protocol tests: what apps/server keeps in its database. */
export class MemoryArchive implements MessageArchiveHooks {
  readonly rows: Row[] = [];
  readonly markers: MarkerSeen[] = [];
  private last = 0;

  nextId(): string {
    this.last = Math.max(Date.now() * 1000, this.last + 1);
    return String(this.last);
  }

  storeDirect({
    id,
    from,
    to,
    stanza,
  }: {
    id: string;
    from: string;
    to: string;
    stanza: { toString(): string };
  }): void {
    const atMs = Math.floor(Number(id) / 1000);
    this.rows.push({ owner: bare(from), id, atMs, with: bare(to), xml: stanza.toString() });
    if (bare(from) !== bare(to))
      this.rows.push({ owner: bare(to), id, atMs, with: bare(from), xml: stanza.toString() });
  }

  storeRoom(room: string, id: string, from: string, xml: string): void {
    this.rows.push({ owner: room, id, atMs: Math.floor(Number(id) / 1000), with: bare(from), xml });
  }

  query(query: ArchiveQuery): Promise<ArchivePage> {
    let rows = this.rows.filter(
      (row) =>
        row.owner === query.owner &&
        (query.with === undefined || row.with === query.with) &&
        (query.startMs === undefined || row.atMs >= query.startMs) &&
        (query.endMs === undefined || row.atMs <= query.endMs),
    );
    if (query.after) rows = rows.filter((row) => BigInt(row.id) > BigInt(query.after ?? 0));
    if (query.before) rows = rows.filter((row) => BigInt(row.id) < BigInt(query.before ?? 0));
    const fromEnd = query.before !== undefined;
    const page = fromEnd ? rows.slice(-query.max) : rows.slice(0, query.max);
    return Promise.resolve({
      items: page.map(({ id, atMs, xml }) => ({ id, atMs, xml })),
      complete: page.length === rows.length,
    });
  }

  onMarker(marker: MarkerSeen): void {
    this.markers.push(marker);
  }
}

/** Rooms in memory: `rooms` by room name; affiliation changes asked over muc#admin are applied. */
export function memoryRooms(
  archive: MemoryArchive,
  rooms: Map<string, RoomState & { affiliations: Map<string, "owner" | "member"> }>,
): MucHooks & { changes: string[] } {
  const changes: string[] = [];
  return {
    changes,
    roomOf: (name) => Promise.resolve(rooms.get(name) ?? null),
    setAffiliation(room, by, jid, affiliation) {
      const state = rooms.get(room.split("@")[0] ?? "");
      if (!state || state.affiliations.get(by) !== "owner" || jid === by) return Promise.resolve(false);
      if (affiliation === "none") state.affiliations.delete(jid);
      else state.affiliations.set(jid, "member");
      changes.push(`${jid} ${affiliation}`);
      return Promise.resolve(true);
    },
    nextId: () => archive.nextId(),
    storeGroup: ({ id, room, from, stanza }) => archive.storeRoom(room, id, from, stanza.toString()),
    query: (query) => archive.query(query),
  };
}
