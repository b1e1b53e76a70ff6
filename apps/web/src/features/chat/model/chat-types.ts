import type { SharedConference } from "../../../services/xmpp/conference-element";
import type { SharedFile } from "../../../services/xmpp/file-element";

/** spec 2 §4: a message of one's own goes sent → acked by the server → received → read. */
export type TickStatus = "sent" | "acked" | "received" | "read";

export const TICK_ORDER: readonly TickStatus[] = ["sent", "acked", "received", "read"];

/** spec 2 §8: the notice on a message acknowledged before an earlier one. */
export const OUT_OF_ORDER_TEXT = "This message may be out of order";

/** spec 2 §3 chat message, as the screen needs it. */
export interface ChatMessage {
  /** The stanza's id (origin-id) when known, else the archive's id. */
  readonly id: string;
  readonly body: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  /** Who wrote it: the colleague's phone (direct) or the member's nick (group). */
  readonly from: string;
  readonly me: boolean;
  /** Only meaningful for one's own messages. */
  readonly status: TickStatus;
  readonly error?: string;
  /** A shared file (spec 2 §3 file body). */
  readonly file?: SharedFile;
  /** A videoconference to join (spec 2 §3 conference body). */
  readonly conference?: SharedConference;
}

export type ConversationType = "chat" | "groupchat";

/** spec 2 §3 conversation: a colleague (id = phone) or a group (id = groupId). */
export interface Conversation {
  readonly id: string;
  readonly type: ConversationType;
  /** Bare JID: the colleague's, or the room's. */
  readonly jid: string;
  readonly messages: readonly ChatMessage[];
  readonly unread: number;
  /** A history page was asked at least once. */
  readonly gotHistoryAtStart: boolean;
  readonly historyComplete: boolean;
  /** The last history page failed (spec 2 §8 'Could not get history' with retry). */
  readonly historyFailed: boolean;
  /** The archive id of the oldest message held: the next page's lastSequ. */
  readonly oldestSequ: number | null;
  /** The recent list's last line when no message is held yet (chat/recent). */
  readonly lastText: string;
  readonly lastTimestamp: number;
}

export function emptyConversation(id: string, type: ConversationType, jid: string): Conversation {
  return {
    id,
    type,
    jid,
    messages: [],
    unread: 0,
    gotHistoryAtStart: false,
    historyComplete: false,
    historyFailed: false,
    oldestSequ: null,
    lastText: "",
    lastTimestamp: 0,
  };
}
