import { type ChatMessage, OUT_OF_ORDER_TEXT, TICK_ORDER, type TickStatus } from "./chat-types";

const rank = (status: TickStatus) => TICK_ORDER.indexOf(status);

/**
 * spec 2 §4: the server acknowledged message `id`. An ack that arrives while an earlier message of
 * one's own is still unacknowledged arrived out of position: that message may be out of order.
 */
export function markAcked(messages: readonly ChatMessage[], id: string): readonly ChatMessage[] {
  const index = messages.findIndex((message) => message.id === id && message.me);
  const target = messages[index];
  if (target === undefined || target.status !== "sent") return messages;
  const overtook = messages.slice(0, index).some((message) => message.me && message.status === "sent");
  const next = [...messages];
  next[index] = { ...target, status: "acked", ...(overtook && { error: OUT_OF_ORDER_TEXT }) };
  return next;
}

/**
 * spec 2 §4: "A read or received receipt also marks earlier unmarked messages of that conversation":
 * every message of one's own up to `id` reaches at least `status`. An unknown id changes nothing.
 */
export function markConfirmed(
  messages: readonly ChatMessage[],
  id: string,
  status: "received" | "read",
): readonly ChatMessage[] {
  const index = messages.findIndex((message) => message.id === id);
  if (index === -1) return messages;
  let changed = false;
  const next = messages.map((message, position) => {
    if (position > index || !message.me || rank(message.status) >= rank(status)) return message;
    changed = true;
    return { ...message, status };
  });
  return changed ? next : messages;
}

/** Adds a message where its time puts it; a message already held (same id) is kept, not doubled. */
export function insertMessage(
  messages: readonly ChatMessage[],
  message: ChatMessage,
): readonly ChatMessage[] {
  if (messages.some((held) => held.id === message.id)) return messages;
  let index = messages.length;
  while (index > 0 && (messages[index - 1]?.timestamp ?? 0) > message.timestamp) index -= 1;
  return [...messages.slice(0, index), message, ...messages.slice(index)];
}

/** An older history page goes above what is held; messages already held (a live one also in the archive) stay once. */
export function prependPage(
  messages: readonly ChatMessage[],
  page: readonly ChatMessage[],
): readonly ChatMessage[] {
  const held = new Set(messages.map((message) => message.id));
  return [...page.filter((message) => !held.has(message.id)), ...messages];
}
