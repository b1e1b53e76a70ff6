import type { ChatHistoryPage, ChatHistoryRecord, ChatRecent } from "@mobex/contracts/chat";
import type { ArchiveRow } from "../../db/schema";
import type { Clock } from "../../clock";
import type { ArchiveRepository } from "./archive-repository";
import type { ChatAddresses } from "./chat-addresses";
import type { ChatColleagues } from "./chat-colleagues";
import { ChatError } from "./chat-error";
import type { ChatCaller, ChatGroups } from "./chat-groups";
import type { MarkerKind, ReadMarker, ReadMarkers } from "./read-markers";

/** The stanza's `from`, bare: who wrote a stored message (the archive row does not say). */
export function senderOf(xml: string): string {
  const from = /^<message\b[^>]*?\sfrom=(["'])(.*?)\1/.exec(xml)?.[2] ?? "";
  return from.split("/")[0] ?? "";
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Conversations as the chat API serves them (spec 2 §7): recent conversations with unread counts,
 * history pages of a colleague's or a group's conversation, and receipts (chat/confirmMessage).
 */
export class ChatConversations {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly markers: ReadMarkers,
    private readonly groups: ChatGroups,
    private readonly colleagues: ChatColleagues,
    private readonly addresses: ChatAddresses,
    private readonly clock: Clock,
  ) {}

  async recent(caller: ChatCaller): Promise<ChatRecent[]> {
    const rooms = (await this.groups.listFor(caller)).map((room) => room.jid);
    return (await this.archive.recent(caller.user.phone, rooms)).map((last) => ({
      bare_peer: last.barePeer,
      kind: last.kind,
      timestamp: last.timestamp,
      txt: last.txt,
      unreadedMessages: last.unread,
    }));
  }

  /** A page of the caller's conversation with a colleague (extension or phone) of the same tenant. */
  async history(
    caller: ChatCaller,
    chatWith: string,
    before: number,
    limit: number,
  ): Promise<ChatHistoryPage> {
    const colleague = await this.colleagues.find(caller.tenantId, chatWith);
    if (!colleague) throw new ChatError("chatPeerUnknown");
    const peerJid = this.addresses.userJid(colleague.phone);
    const page = await this.archive.page(caller.user.phone, peerJid, before, limit);
    // How far the colleague has received and read this conversation: the caller's own messages' ticks.
    const theirs = (await this.markers.of(colleague.phone, [this.addresses.userJid(caller.user.phone)]))
      .values()
      .next().value;
    return {
      messages: page.rows.map((row) => this.record(row, senderOf(row.xml) === peerJid ? undefined : theirs)),
      complete: page.complete,
    };
  }

  /** A page of a group's conversation, for its members only. */
  async groupHistory(
    caller: ChatCaller,
    groupId: string,
    before: number,
    limit: number,
  ): Promise<ChatHistoryPage> {
    const room = await this.groups.asMember(caller, groupId);
    const page = await this.archive.page(room.jid, null, before, limit);
    return { messages: page.rows.map((row) => this.record(row, undefined)), complete: page.complete };
  }

  /**
   * Marks a message, and every earlier one of its conversation, received or read (spec 2 §4) for
   * every device of the caller; returns the conversation's unread count after it.
   */
  async confirm(
    caller: ChatCaller,
    messageId: string,
    kind: MarkerKind,
    groupChat: boolean,
  ): Promise<number> {
    const phone = caller.user.phone;
    const owners = groupChat ? (await this.groups.listFor(caller)).map((room) => room.jid) : [phone];
    const row = await this.archive.find(owners, messageId);
    if (!row) throw new ChatError("chatMessageNotFound");
    const conversation = groupChat ? row.username : row.barePeer;
    await this.markers.mark(phone, conversation, kind, row.timestamp, new Date(this.clock.now()));
    return this.archive.unreadIn(phone, conversation, groupChat);
  }

  /**
   * A marker an occupant sent to a group's room (XEP-0333 §5.1): it names the message by the room's
   * stanza-id, since an origin id is the writer's and two writers may use the same one. Marks it,
   * and every earlier message of the room, for every device of the caller.
   */
  async confirmInRoom(
    caller: ChatCaller,
    roomJid: string,
    stanzaId: string,
    kind: MarkerKind,
  ): Promise<void> {
    const groupId = this.addresses.groupIdOf(roomJid);
    if (groupId === null) throw new ChatError("groupNotFound");
    const room = await this.groups.asMember(caller, groupId);
    const row = await this.archive.atStanzaId(room.jid, stanzaId);
    if (!row) throw new ChatError("chatMessageNotFound");
    await this.markers.mark(caller.user.phone, room.jid, kind, row.timestamp, new Date(this.clock.now()));
  }

  /** `peerMarker`: the other party's marker, for the caller's own direct messages (ticks); else none. */
  private record(row: ArchiveRow, peerMarker: ReadMarker | undefined): ChatHistoryRecord {
    const covered = (until: number | undefined) => until !== undefined && until >= row.timestamp;
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      timestamp: row.timestamp,
      kind: row.kind === "groupchat" ? "groupchat" : "chat",
      xml: row.xml,
      txt: row.txt,
      nick: row.nick,
      username: row.username,
      bare_peer: row.barePeer,
      origin_id: row.originId,
      datetime_received: covered(peerMarker?.receivedUntil) ? iso(peerMarker?.receivedAt) : null,
      datetime_readed: covered(peerMarker?.readUntil) ? iso(peerMarker?.readAt) : null,
    };
  }
}
