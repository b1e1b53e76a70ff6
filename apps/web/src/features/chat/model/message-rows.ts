import type { ChatMessage } from "./chat-types";

/** A row of the conversation: a day separator or a message (virtualised as one list). */
export type MessageRow =
  | { readonly kind: "day"; readonly key: string; readonly label: string }
  | {
      readonly kind: "message";
      readonly key: string;
      readonly message: ChatMessage;
      readonly showSender: boolean;
    };

const dayKey = (timestamp: number) => new Date(timestamp).toDateString();

/** Messages with a separator before each new day, and the writer's name where the writer changes (groups). */
export function messageRows(
  messages: readonly ChatMessage[],
  formatDay: (timestamp: number) => string,
): MessageRow[] {
  const rows: MessageRow[] = [];
  let previous: ChatMessage | undefined;
  // Once per message: the rows are made again for every page of a long conversation.
  let previousDay: string | undefined;
  for (const message of messages) {
    const day = dayKey(message.timestamp);
    const newDay = previousDay !== day;
    previousDay = day;
    if (newDay) rows.push({ kind: "day", key: `day:${day}`, label: formatDay(message.timestamp) });
    const showSender = !message.me && (newDay || previous?.from !== message.from);
    rows.push({ kind: "message", key: message.id, message, showSender });
    previous = message;
  }
  return rows;
}

// Distinct, readable on light and dark backgrounds.
const MEMBER_COLOURS = [
  "#d32f2f",
  "#7b1fa2",
  "#1976d2",
  "#00897b",
  "#f57c00",
  "#5d4037",
  "#c2185b",
  "#388e3c",
];

/** spec 2 §3 "colour per member": one colour per writer, the same on every render. */
export function memberColour(member: string): string {
  let hash = 0;
  for (const char of member) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MEMBER_COLOURS[hash % MEMBER_COLOURS.length] ?? "#1976d2";
}
