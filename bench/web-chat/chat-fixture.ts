// The conversation the chat bench opens: the signed-in user (board-fixture's session) and one colleague
// with N archived messages, as the chat API's history pages hold them (spec 2 §7: pages of 30 before
// `lastSequ`, oldest first). Message sizes vary as a real conversation's do: many short, some long
// enough to wrap over several lines, a new day every few dozen messages. Each body ends with "(#id)".
import {
  CHAT_HISTORY_PAGE,
  type ChatContact,
  type ChatHistoryPage,
  type ChatHistoryRecord,
  type ChatRecent,
} from "@mobex/contracts/chat";

export const DOMAIN = "mobex.local";
/** board-fixture's signed-in user. */
export const MY_PHONE = "400011001";
export const COLLEAGUE: ChatContact = { name: "Ben Brown", extension: "2000", phone: "400012000" };
const MESSAGES_PER_DAY = 40;

const WORDS = [
  "the",
  "call",
  "with",
  "customer",
  "tomorrow",
  "moved",
  "to",
  "ten",
  "please",
  "check",
  "ticket",
  "queue",
  "numbers",
  "and",
  "send",
  "me",
  "a",
  "summary",
  "before",
  "lunch",
];

/** The text of message `id`: one in three a word or two, most a sentence, one in ten a paragraph. */
export function bodyOf(id: number): string {
  const words = id % 10 === 0 ? 60 + (id % 40) : id % 3 === 0 ? 1 + (id % 2) : 6 + (id % 14);
  const text = Array.from({ length: words }, (_, i) => WORDS[(id * 7 + i * 3) % WORDS.length]).join(" ");
  return `${text} (#${id})`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface Conversation {
  readonly size: number;
  /** The history page before archive id `lastSequ` (0: the newest). */
  page(lastSequ: number, limit: number): ChatHistoryPage;
  readonly recent: ChatRecent[];
}

/** Archive ids 1…size, message `id` written by the colleague when odd, by the user when even. */
export function conversation(size: number): Conversation {
  const newestMs = Date.now() - 60_000;
  const dayMs = 24 * 3600 * 1000;
  const timestampMsOf = (id: number) =>
    newestMs - Math.floor((size - id) / MESSAGES_PER_DAY) * dayMs - ((size - id) % MESSAGES_PER_DAY) * 60_000;
  const record = (id: number): ChatHistoryRecord => {
    const mine = id % 2 === 0;
    const from = mine ? `${MY_PHONE}@${DOMAIN}/web` : `${COLLEAGUE.phone}@${DOMAIN}/web`;
    const to = mine ? `${COLLEAGUE.phone}@${DOMAIN}` : `${MY_PHONE}@${DOMAIN}`;
    const stanzaId = `bench-${id}`;
    const ms = timestampMsOf(id);
    const xml =
      `<message xmlns="jabber:client" from="${from}" to="${to}" type="chat" id="${stanzaId}">` +
      `<body>${escapeXml(bodyOf(id))}</body><origin-id xmlns="urn:xmpp:sid:0" id="${stanzaId}"/></message>`;
    const at = new Date(ms).toISOString();
    return {
      id,
      created_at: at,
      timestamp: ms * 1000,
      kind: "chat",
      xml,
      txt: bodyOf(id),
      nick: "",
      username: MY_PHONE,
      bare_peer: `${COLLEAGUE.phone}@${DOMAIN}`,
      origin_id: stanzaId,
      datetime_received: mine ? at : null,
      datetime_readed: mine ? at : null,
    };
  };
  return {
    size,
    page(lastSequ, limit) {
      const before = lastSequ === 0 ? size + 1 : lastSequ;
      const first = Math.max(1, before - Math.min(limit, CHAT_HISTORY_PAGE));
      const messages = Array.from({ length: before - first }, (_, i) => record(first + i));
      return { messages, complete: first === 1 };
    },
    recent: [
      {
        bare_peer: `${COLLEAGUE.phone}@${DOMAIN}`,
        kind: "chat",
        timestamp: timestampMsOf(size) * 1000,
        txt: bodyOf(size),
        unreadedMessages: 0,
      },
    ],
  };
}
