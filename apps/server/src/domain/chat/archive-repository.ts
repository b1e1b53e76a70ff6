import { and, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { CopyFrom, Db } from "../../db/client";
import { copyLine } from "../../db/copy-text";
import { archive, chatReadMarkers, type ArchiveRow } from "../../db/schema";
import type { ChatAddresses } from "./chat-addresses";
import type {
  ArchivePage,
  Archived,
  ChatArchive,
  DirectMessage,
  GroupMessage,
  RecentConversation,
  StampedMessage,
} from "./chat-archive";
import { MicroClock } from "./micro-clock";
import type { ReadMarkers } from "./read-markers";

const bare = (jid: string) => jid.split("/")[0] ?? jid;

const COPY_COLUMNS = [
  "username",
  "server_host",
  "timestamp",
  "peer",
  "bare_peer",
  "xml",
  "txt",
  "kind",
  "nick",
  "origin_id",
];

function copyLineOf(row: typeof archive.$inferInsert): string {
  const { username, serverHost, timestamp, peer, barePeer, xml, txt, kind, nick, originId } = row;
  return copyLine([
    username,
    serverHost,
    timestamp,
    peer,
    barePeer,
    xml,
    txt,
    kind,
    nick ?? "",
    originId ?? "",
  ]);
}

/** The archive of chat-design.md in PostgreSQL or PGlite: written by the XMPP plane, read by the chat API. */
export class ArchiveRepository implements ChatArchive {
  private readonly micros: MicroClock;

  constructor(
    private readonly db: Db,
    private readonly addresses: ChatAddresses,
    private readonly markers: ReadMarkers,
    private readonly clock: Clock,
    /** The driver's bulk load (PGlite): a batch of the XMPP plane for a fraction of an INSERT's CPU. */
    private readonly copyFrom?: CopyFrom,
  ) {
    this.micros = new MicroClock(clock);
  }

  async appendDirect(message: DirectMessage): Promise<Archived> {
    return this.appendOne({ kind: "chat", ...message, timestamp: this.micros.next() });
  }

  async appendGroup(message: GroupMessage): Promise<Archived> {
    return this.appendOne({ kind: "groupchat", ...message, timestamp: this.micros.next() });
  }

  nextTimestamp(): number {
    return this.micros.next();
  }

  async appendBatch(
    messages: readonly (StampedMessage & { timestamp: number })[],
    readBy: readonly (StampedMessage & { timestamp: number })[] = messages,
  ): Promise<void> {
    if (messages.length > 0) {
      const rows = messages.flatMap((message) => this.rowsOf(message));
      if (this.copyFrom) await this.copyFrom("archive", COPY_COLUMNS, rows.map(copyLineOf).join(""));
      else await this.db.insert(archive).values(rows);
    }
    await this.markSendersRead(readBy);
  }

  private async appendOne(message: StampedMessage & { timestamp: number }): Promise<Archived> {
    const ids = await this.db.insert(archive).values(this.rowsOf(message)).returning({ id: archive.id });
    await this.markSendersRead([message]);
    return { timestamp: message.timestamp, ids: ids.map((row) => row.id) };
  }

  /** A direct message goes to both parties' archives, a group message once to its room's. */
  private rowsOf(message: StampedMessage & { timestamp: number }): (typeof archive.$inferInsert)[] {
    const { timestamp, xml, txt, originId } = message;
    const common = { serverHost: this.addresses.domain, timestamp, xml, txt, originId, kind: message.kind };
    if (message.kind === "groupchat") {
      if (this.addresses.phoneOf(message.from) === null)
        throw new Error("a group message comes from a JID of the domain");
      const room = this.addresses.roomJid(message.groupId);
      return [
        { ...common, username: room, peer: message.from, barePeer: bare(message.from), nick: message.nick },
      ];
    }
    const fromPhone = this.addresses.phoneOf(message.from);
    const toPhone = this.addresses.phoneOf(message.to);
    if (fromPhone === null || toPhone === null)
      throw new Error("a direct message joins two JIDs of the domain");
    return [
      { ...common, nick: "", username: fromPhone, peer: message.to, barePeer: bare(message.to) },
      { ...common, nick: "", username: toPhone, peer: message.from, barePeer: bare(message.from) },
    ];
  }

  /** Whoever writes has read what came before: one marker update per sender and conversation. */
  private async markSendersRead(
    messages: readonly (StampedMessage & { timestamp: number })[],
  ): Promise<void> {
    const latest = new Map<string, { phone: string; conversation: string; timestamp: number }>();
    for (const message of messages) {
      const phone = this.addresses.phoneOf(message.from);
      if (phone === null) continue;
      const conversation =
        message.kind === "groupchat" ? this.addresses.roomJid(message.groupId) : bare(message.to);
      const key = `${phone} ${conversation}`;
      const seen = latest.get(key);
      if (!seen || seen.timestamp < message.timestamp)
        latest.set(key, { phone, conversation, timestamp: message.timestamp });
    }
    await this.markers.markRead(
      [...latest.values()].map(({ phone, conversation, timestamp }) => ({
        username: phone,
        barePeer: conversation,
        until: timestamp,
      })),
      new Date(this.clock.now()),
    );
  }

  /** One conversation of `owner`'s archive (`barePeer` null: all of it, a room's), before archive id `before`. */
  async page(owner: string, barePeer: string | null, before: number, limit: number): Promise<ArchivePage> {
    const conditions: SQL[] = [eq(archive.serverHost, this.addresses.domain), eq(archive.username, owner)];
    if (barePeer !== null) conditions.push(eq(archive.barePeer, barePeer));
    if (before > 0) conditions.push(lt(archive.id, before));
    const rows = await this.db
      .select()
      .from(archive)
      .where(and(...conditions))
      .orderBy(desc(archive.id))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit).reverse(), complete: rows.length <= limit };
  }

  /**
   * A message of one archive (a user's phone, or a room's JID) named by its XEP-0359 stanza-id: the
   * archive's timestamp, which the plane stamps as the stanza-id (unique in that archive).
   */
  async atStanzaId(owner: string, stanzaId: string): Promise<ArchiveRow | undefined> {
    if (!/^[0-9]{1,16}$/.test(stanzaId) || !Number.isSafeInteger(Number(stanzaId))) return undefined;
    const [row] = await this.db
      .select()
      .from(archive)
      .where(
        and(
          eq(archive.serverHost, this.addresses.domain),
          eq(archive.username, owner),
          eq(archive.timestamp, Number(stanzaId)),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * A message of these owners' archives named by its origin id (the stanza id the client saw) or by its
   * archive id.
   */
  async find(owners: readonly string[], messageId: string): Promise<ArchiveRow | undefined> {
    if (owners.length === 0) return undefined;
    const byId = /^[0-9]{1,15}$/.test(messageId) ? eq(archive.id, Number(messageId)) : undefined;
    const named = byId ? or(eq(archive.originId, messageId), byId) : eq(archive.originId, messageId);
    const [row] = await this.db
      .select()
      .from(archive)
      .where(
        and(eq(archive.serverHost, this.addresses.domain), inArray(archive.username, [...owners]), named),
      )
      .orderBy(desc(archive.id))
      .limit(1);
    return row;
  }

  /**
   * The last message of each of the user's direct conversations and of each room given, with the
   * messages after the user's read marker (in rooms, others' messages only), newest first.
   */
  async recent(phone: string, rooms: readonly string[]): Promise<RecentConversation[]> {
    const direct = await this.lastPerConversation(eq(archive.username, phone), archive.barePeer);
    const inRooms =
      rooms.length === 0
        ? []
        : await this.lastPerConversation(inArray(archive.username, [...rooms]), archive.username);
    const unread = await this.unreadCounts(phone, rooms);
    return [...direct, ...inRooms]
      .map((last) => ({ ...last, unread: unread.get(last.barePeer) ?? 0 }))
      .sort((a, b) => b.timestamp - a.timestamp);
  }

  /** Unread messages of one conversation of the user (a colleague's JID or a room's). */
  async unreadIn(phone: string, conversation: string, isRoom: boolean): Promise<number> {
    const counts = isRoom
      ? await this.unreadCounts(phone, [conversation], false)
      : await this.unreadCounts(phone, []);
    return counts.get(conversation) ?? 0;
  }

  /** A room is deleted: its archive goes with it. */
  async deleteArchiveOf(owner: string): Promise<void> {
    await this.db
      .delete(archive)
      .where(and(eq(archive.serverHost, this.addresses.domain), eq(archive.username, owner)));
  }

  private async lastPerConversation(
    owner: SQL,
    conversation: typeof archive.barePeer | typeof archive.username,
  ): Promise<Omit<RecentConversation, "unread">[]> {
    const rows = await this.db
      .selectDistinctOn([conversation], {
        barePeer: conversation,
        kind: archive.kind,
        timestamp: archive.timestamp,
        txt: archive.txt,
      })
      .from(archive)
      .where(and(eq(archive.serverHost, this.addresses.domain), owner))
      .orderBy(conversation, desc(archive.timestamp));
    return rows.map((row) => ({ ...row, kind: row.kind === "groupchat" ? "groupchat" : "chat" }));
  }

  /** Unread per conversation: direct ones of the user's archive (unless `withDirect` is false) and the rooms given. */
  private async unreadCounts(
    phone: string,
    rooms: readonly string[],
    withDirect = true,
  ): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const marker = and(
      eq(chatReadMarkers.serverHost, archive.serverHost),
      eq(chatReadMarkers.username, phone),
      eq(chatReadMarkers.barePeer, archive.barePeer),
    );
    const after = gt(archive.timestamp, sql`coalesce(${chatReadMarkers.readUntil}, 0)`);
    const domain = eq(archive.serverHost, this.addresses.domain);
    if (withDirect) {
      const rows = await this.db
        .select({ conversation: archive.barePeer, count: sql<number>`count(*)::int` })
        .from(archive)
        .leftJoin(chatReadMarkers, marker)
        .where(and(domain, eq(archive.username, phone), after))
        .groupBy(archive.barePeer);
      for (const row of rows) counts.set(row.conversation, Number(row.count));
    }
    if (rooms.length > 0) {
      const roomMarker = and(
        eq(chatReadMarkers.serverHost, archive.serverHost),
        eq(chatReadMarkers.username, phone),
        eq(chatReadMarkers.barePeer, archive.username),
      );
      const rows = await this.db
        .select({ conversation: archive.username, count: sql<number>`count(*)::int` })
        .from(archive)
        .leftJoin(chatReadMarkers, roomMarker)
        .where(
          and(
            domain,
            inArray(archive.username, [...rooms]),
            ne(archive.barePeer, this.addresses.userJid(phone)),
            after,
          ),
        )
        .groupBy(archive.username);
      for (const row of rows) counts.set(row.conversation, Number(row.count));
    }
    return counts;
  }
}
