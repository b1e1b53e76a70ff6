import type {
  ArchivePage,
  ArchiveQuery,
  MarkerSeen,
  MessageArchiveHooks,
  MessageToArchive,
} from "@mobex/xmpp-server/modules/xep-0313-mam/mam-hooks";
import type { RoomMessageToArchive } from "@mobex/xmpp-server/modules/xep-0045-muc/muc-hooks";
import type { XmlElement } from "@mobex/xmpp-server/xml/xml-element";
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
 * The XMPP plane's archive (XEP-0313) over the chat domain's ChatArchive: ids are archive
 * timestamps taken when a message is routed; the rows are written in one multi-row INSERT per
 * event-loop turn, so delivery never waits for the database. A query first waits for what is
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
      if (batch.length === 0) return;
      await this.chatArchive.appendBatch(batch).catch((error: unknown) => {
        this.log.error({ plane: "xmpp", err: error, messages: batch.length }, "chat messages not archived");
      });
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
