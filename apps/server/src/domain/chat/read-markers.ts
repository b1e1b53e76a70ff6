import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatReadMarkers } from "../../db/schema";

export type MarkerKind = "read" | "received";

/** How far one user has received and read one conversation (archive timestamps, and when). */
export type ReadMarker = {
  barePeer: string;
  receivedUntil: number;
  receivedAt: Date | null;
  readUntil: number;
  readAt: Date | null;
};

/**
 * Receipts kept per user and conversation (chat_read_markers), so that every device of the user
 * reads the same unread counts. A marker only moves forward; reading implies receiving.
 */
export class ReadMarkers {
  constructor(
    private readonly db: Db,
    private readonly serverHost: string,
  ) {}

  async mark(username: string, barePeer: string, kind: MarkerKind, until: number, at: Date): Promise<void> {
    const read = kind === "read";
    const m = chatReadMarkers;
    await this.db
      .insert(m)
      .values({
        serverHost: this.serverHost,
        username,
        barePeer,
        receivedUntil: until,
        receivedAt: at,
        readUntil: read ? until : 0,
        readAt: read ? at : null,
      })
      .onConflictDoUpdate({
        target: [m.serverHost, m.username, m.barePeer],
        set: {
          receivedAt: sql`case when ${m.receivedUntil} < ${until} then ${at} else ${m.receivedAt} end`,
          receivedUntil: sql`greatest(${m.receivedUntil}, ${until})`,
          ...(read
            ? {
                readAt: sql`case when ${m.readUntil} < ${until} then ${at} else ${m.readAt} end`,
                readUntil: sql`greatest(${m.readUntil}, ${until})`,
              }
            : {}),
        },
      });
  }

  /**
   * Many conversations read at once (the XMPP plane's batch: each sender has read what came before
   * their message), in one statement; as `mark(…, "read", …)` for each entry.
   */
  async markRead(
    entries: readonly { username: string; barePeer: string; until: number }[],
    at: Date,
  ): Promise<void> {
    if (entries.length === 0) return;
    const m = chatReadMarkers;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await this.db
      .insert(m)
      .values(
        entries.map(({ username, barePeer, until }) => ({
          serverHost: this.serverHost,
          username,
          barePeer,
          receivedUntil: until,
          receivedAt: at,
          readUntil: until,
          readAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [m.serverHost, m.username, m.barePeer],
        set: {
          receivedAt: sql`case when ${m.receivedUntil} < ${excluded("received_until")} then ${excluded("received_at")} else ${m.receivedAt} end`,
          receivedUntil: sql`greatest(${m.receivedUntil}, ${excluded("received_until")})`,
          readAt: sql`case when ${m.readUntil} < ${excluded("read_until")} then ${excluded("read_at")} else ${m.readAt} end`,
          readUntil: sql`greatest(${m.readUntil}, ${excluded("read_until")})`,
        },
      });
  }

  /** The user's markers on these conversations (absent: nothing received or read yet). */
  async of(username: string, barePeers: readonly string[]): Promise<Map<string, ReadMarker>> {
    if (barePeers.length === 0) return new Map();
    const rows = await this.db
      .select({
        barePeer: chatReadMarkers.barePeer,
        receivedUntil: chatReadMarkers.receivedUntil,
        receivedAt: chatReadMarkers.receivedAt,
        readUntil: chatReadMarkers.readUntil,
        readAt: chatReadMarkers.readAt,
      })
      .from(chatReadMarkers)
      .where(
        and(
          eq(chatReadMarkers.serverHost, this.serverHost),
          eq(chatReadMarkers.username, username),
          inArray(chatReadMarkers.barePeer, [...barePeers]),
        ),
      );
    return new Map(rows.map((row) => [row.barePeer, row]));
  }

  /** A room is gone: nobody's markers on it are kept. */
  async forgetConversation(barePeer: string): Promise<void> {
    await this.db
      .delete(chatReadMarkers)
      .where(and(eq(chatReadMarkers.serverHost, this.serverHost), eq(chatReadMarkers.barePeer, barePeer)));
  }
}
