import { CHAT_GROUP_ID_PATTERN } from "@mobex/contracts/chat";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { archive, users, type ChatFileRow } from "../../../db/schema";
import type { ChatAddresses } from "../chat-addresses";
import type { ChatColleagues } from "../chat-colleagues";
import { senderOf } from "../chat-conversations";
import { ChatError } from "../chat-error";
import type { ChatCaller, ChatGroups } from "../chat-groups";

/** Messages that name a file looked at when deciding whether it reached the reader. */
const MESSAGES_LOOKED_AT = 20;

/**
 * Who may open a file shared in chat (chat/storage/get): the uploader; the parties of the
 * conversation named at upload (the colleague, or the group's current members, owner included);
 * and anyone the uploader sent a message carrying the file's id (found in the archive: the
 * reader's own archive from the uploader, or a room the reader is a member of now).
 *
 * The last rule is spec 2 §7's own flow: chat/storage takes {token, phone, fileContent} and names
 * no conversation, then the file's id travels in a message. A file uploaded without
 * `conversation` is therefore the uploader's alone until a message carries it, and then the
 * recipients' too; a file nobody was sent stays private whatever id leaks.
 */
export class AttachmentAccess {
  constructor(
    private readonly db: Db,
    private readonly addresses: ChatAddresses,
    private readonly colleagues: ChatColleagues,
    private readonly groups: ChatGroups,
  ) {}

  /**
   * The bare JID of the conversation an uploader names: a colleague of their tenant with chat (404
   * otherwise) or a group they are in (404 unknown or another tenant's, 403 not a member).
   */
  async conversationOf(uploader: ChatCaller, named: string): Promise<string> {
    if (CHAT_GROUP_ID_PATTERN.test(named)) return (await this.groups.asMember(uploader, named)).jid;
    const colleague = await this.colleagues.find(uploader.tenantId, named);
    if (!colleague) throw new ChatError("chatPeerUnknown");
    return this.addresses.userJid(colleague.phone);
  }

  /** Throws attachmentNotShared unless the reader may open the file (of the reader's tenant). */
  async check(reader: ChatCaller, file: ChatFileRow): Promise<void> {
    if (file.ownerId === reader.user.id) return;
    const readerJid = this.addresses.userJid(reader.user.phone);
    if (file.conversation === readerJid) return;
    const groupId = file.conversation === null ? null : this.addresses.groupIdOf(file.conversation);
    if (groupId !== null) {
      const room = await this.groups.room(groupId);
      if (room && room.tenantId === reader.tenantId && room.members.includes(readerJid)) return;
    }
    if (await this.sentTo(reader, file)) return;
    throw new ChatError("attachmentNotShared");
  }

  /** Whether the uploader sent the reader (directly, or to a room the reader is in now) a message naming the file. */
  private async sentTo(reader: ChatCaller, file: ChatFileRow): Promise<boolean> {
    if (file.ownerId === null) return false;
    const [uploader] = await this.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, file.ownerId));
    if (!uploader) return false;
    const uploaderJid = this.addresses.userJid(uploader.phone);
    const rooms = (await this.groups.listFor(reader)).map((room) => room.jid);
    const rows = await this.db
      .select({ username: archive.username, xml: archive.xml })
      .from(archive)
      .where(
        and(
          eq(archive.serverHost, this.addresses.domain),
          inArray(archive.username, [reader.user.phone, ...rooms]),
          // A room's row names its writer here; a direct row the other party, whichever way it went.
          eq(archive.barePeer, uploaderJid),
          // The archive's timestamps are microseconds: nothing before the upload can carry the id.
          gte(archive.timestamp, file.createdAt.getTime() * 1000),
          // strpos, not LIKE: the id's '_' would be a wildcard.
          sql`strpos(${archive.xml}, ${file.id}) > 0`,
        ),
      )
      .limit(MESSAGES_LOOKED_AT);
    return rows.some((row) => row.username !== reader.user.phone || senderOf(row.xml) === uploaderJid);
  }
}
