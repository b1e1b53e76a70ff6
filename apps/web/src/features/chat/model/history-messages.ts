import type { ChatHistoryRecord } from "@mobex/contracts/chat";
import { addressOf } from "../../../services/xmpp/chat-stanza";
import { readArchivedStanza } from "../../../services/xmpp/archived-stanza";
import type { ChatMessage, TickStatus } from "./chat-types";

function ownStatus(record: ChatHistoryRecord): TickStatus {
  if (record.datetime_readed !== null) return "read";
  if (record.datetime_received !== null) return "received";
  // In the archive, so the server has it.
  return "acked";
}

/**
 * One archived message as the conversation shows it (chat-design.md archive rows). Its id is the
 * stanza's, so that a message seen live and again in a page is held once.
 */
export function messageOfRecord(record: ChatHistoryRecord, myPhone: string): ChatMessage {
  const stanza = readArchivedStanza(record.xml);
  const stanzaFrom = stanza !== null && stanza.kind === "message" ? stanza.from : addressOf("");
  const from = record.kind === "groupchat" ? record.nick || stanzaFrom.resource : stanzaFrom.local;
  const me = from === myPhone;
  const stanzaId = stanza !== null && stanza.kind === "message" ? stanza.id : "";
  const file = stanza !== null && stanza.kind === "message" ? stanza.file : null;
  const conference = stanza !== null && stanza.kind === "message" ? stanza.conference : null;
  return {
    id: record.origin_id || stanzaId || String(record.id),
    body: stanza !== null && stanza.kind === "message" ? stanza.body : record.txt,
    timestamp: Math.floor(record.timestamp / 1000),
    from,
    me,
    status: me && record.kind === "chat" ? ownStatus(record) : "acked",
    ...(file !== null && { file }),
    ...(conference !== null && { conference }),
  };
}
