import type { ArchiveRow } from "../../db/schema";

/**
 * A one-to-one message as the XMPP plane hands it over (archive hook): `from` and `to` are JIDs of
 * the tenant's domain (full or bare), `xml` the stanza as it will be stored, `txt` its body.
 */
export type DirectMessage = {
  from: string;
  to: string;
  xml: string;
  txt: string;
  /** XEP-0359 origin-id, or the stanza's id when the client sent none; '' when neither. */
  originId: string;
};

/** A message to a room: `groupId`'s archive, written once; `from` is the sender's real JID. */
export type GroupMessage = {
  groupId: string;
  from: string;
  nick: string;
  xml: string;
  txt: string;
  originId: string;
};

export type Archived = { timestamp: number; ids: number[] };

/**
 * A message whose archive timestamp (its MAM id) the XMPP plane took before delivering it, so that
 * the copies carry it as their stanza-id; written later, in a batch with others.
 */
export type StampedMessage = ({ kind: "chat" } & DirectMessage) | ({ kind: "groupchat" } & GroupMessage);

/**
 * The archive the XMPP plane writes through (chat-design.md, ejabberd's `archive` table). A direct
 * message lands in both parties' archives with one timestamp; sending a message also marks the
 * conversation read for its sender (whoever writes has seen what came before).
 */
export interface ChatArchive {
  appendDirect(message: DirectMessage): Promise<Archived>;
  appendGroup(message: GroupMessage): Promise<Archived>;
  /** A new archive timestamp: unique and increasing in this process. */
  nextTimestamp(): number;
  /**
   * Many messages at their timestamps in one INSERT; the senders of `readBy` (by default these
   * messages) have read their conversations, each marked once — a batch written in chunks marks once.
   */
  appendBatch(
    messages: readonly (StampedMessage & { timestamp: number })[],
    readBy?: readonly (StampedMessage & { timestamp: number })[],
  ): Promise<void>;
}

/** A page of one archive, `before` the archive id given (0: the newest), oldest first. */
export type ArchivePage = { rows: ArchiveRow[]; complete: boolean };

/** The last message of a conversation and its unread count, for chat/recent. */
export type RecentConversation = {
  barePeer: string;
  kind: "chat" | "groupchat";
  timestamp: number;
  txt: string;
  unread: number;
};
