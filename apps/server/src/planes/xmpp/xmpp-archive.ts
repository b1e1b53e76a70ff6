import type {
  ArchivePage,
  ArchiveQuery,
  MarkerSeen,
  MessageArchiveHooks,
  MessageToArchive,
} from "@mobex/xmpp-server/modules/xep-0313-mam/mam-hooks";
import type { RoomMessageToArchive } from "@mobex/xmpp-server/modules/xep-0045-muc/muc-hooks";
import type { XmlElement } from "@mobex/xmpp-server/xml/xml-element";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../db/client";
import type { ChatAddresses } from "../../domain/chat/chat-addresses";
import type { ChatArchive, StampedMessage } from "../../domain/chat/chat-archive";
import type { Log } from "../../domain/log";
import { archivePage } from "./archive-query";

type Pending = StampedMessage & { timestamp: number };

/** XEP-0359 origin-id, else the stanza's own id (what receipts and markers name), else ''. */
function originIdOf(stanza: XmlElement): string {
  return stanza.getChild("origin-id", "urn:xmpp:sid:0")?.attrs.id ?? stanza.attrs.id ?? "";
}

const bodyOf = (stanza: XmlElement) => stanza.getChildText("body", "jabber:client") ?? "";

/**
 * The most messages one write carries. PGlite runs on this event loop, so a write blocks routing
 * for as long as it takes: a batch that grew during a stall (a GC, a busy machine) written at once
 * held every delivery up for tens to hundreds of ms (issue 13, p99 at 500 messages/s paced). In
 * chunks of this size (~5 ms of PGlite each) with a turn between them, deliveries go in between.
 */
export const ARCHIVE_WRITE_CHUNK = 50;
/**
 * Past this many messages waiting, the archive is behind (unpaced load): chunks of
 * ARCHIVE_CATCH_UP_CHUNK go one after another without a turn between them, so that routing slows to
 * the archive's pace on PGlite and fewer round trips catch up on PostgreSQL, instead of messages
 * piling up in memory.
 */
export const ARCHIVE_BACKLOG_LIMIT = 500;
/** 2,000 rows of 10 columns: well under PostgreSQL's 65,535 parameters of one INSERT. */
export const ARCHIVE_CATCH_UP_CHUNK = 1000;

/**
 * The XMPP plane's archive (XEP-0313) over the chat domain's ChatArchive: ids are archive
 * timestamps taken when a message is routed; the rows of one event-loop turn are written together
 * (in chunks of ARCHIVE_WRITE_CHUNK messages), so delivery never waits for the database. A query first waits for what is
 * pending, so a client reads what it just sent.
 */
export class XmppArchive implements MessageArchiveHooks {
  private pending: Pending[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(
    private readonly chatArchive: ChatArchive,
    private readonly db: Db,
    private readonly addresses: ChatAddresses,
    private readonly log: Log,
    private readonly markerSeen: (marker: MarkerSeen) => Promise<void>,
  ) {}

  nextId(): string {
    return String(this.chatArchive.nextTimestamp());
  }

  storeDirect({ id, from, to, stanza }: MessageToArchive): void {
    this.enqueue({
      kind: "chat",
      timestamp: Number(id),
      from,
      to,
      xml: stanza.toString(),
      txt: bodyOf(stanza),
      originId: originIdOf(stanza),
    });
  }

  storeGroup({ id, room, from, nick, stanza }: RoomMessageToArchive): void {
    const groupId = this.addresses.groupIdOf(room);
    if (groupId === null) return;
    this.enqueue({
      kind: "groupchat",
      timestamp: Number(id),
      groupId,
      from,
      nick,
      xml: stanza.toString(),
      txt: bodyOf(stanza),
      originId: originIdOf(stanza),
    });
  }

  async query(query: ArchiveQuery): Promise<ArchivePage> {
    await this.flush();
    // A user's archive is kept under their phone, a room's under its JID (chat-design.md).
    const owner = this.addresses.phoneOf(query.owner) ?? query.owner;
    return archivePage(this.db, this.addresses.domain, owner, query);
  }

  onMarker(marker: MarkerSeen): void {
    this.markerSeen(marker).catch((error: unknown) =>
      this.log.warn({ plane: "xmpp", err: error }, "a chat marker was not recorded"),
    );
  }

  /** Writes what is pending (and waits for a write under way). */
  flush(): Promise<void> {
    // The batch is taken when the previous write is done: under load, batches grow instead of queueing.
    this.flushing = this.flushing.then(async () => {
      const batch = this.pending;
      this.pending = [];
      for (let start = 0; start < batch.length;) {
        const behind = batch.length - start + this.pending.length > ARCHIVE_BACKLOG_LIMIT;
        // Let the sockets be read (and messages routed) between chunks, in order, one write at a time.
        if (start > 0 && !behind) await nextTurn();
        const chunk = batch.slice(start, start + (behind ? ARCHIVE_CATCH_UP_CHUNK : ARCHIVE_WRITE_CHUNK));
        start += chunk.length;
        // Read markers once for the whole batch, with its last chunk: per chunk, a sender writing
        // all along would be marked again in every chunk.
        const last = start >= batch.length;
        await this.chatArchive.appendBatch(chunk, last ? batch : []).catch((error: unknown) => {
          this.log.error({ plane: "xmpp", err: error, messages: chunk.length }, "chat messages not archived");
        });
      }
    });
    return this.flushing;
  }

  private enqueue(message: Pending): void {
    this.pending.push(message);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }
}
