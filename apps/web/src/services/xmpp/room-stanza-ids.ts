import type { Element } from "@xmpp/xml";
import { addressOf, messageIdOf } from "./chat-stanza";
import { NS } from "./namespaces";

/** Room messages remembered at most; the oldest are forgotten first. */
const REMEMBERED_MAX = 2000;
/** `<room> <message id>` → the room's stanza-id for it. */
const stanzaIds = new Map<string, string>();

/**
 * XEP-0333 §5.1 with XEP-0359: in a group a read marker names the message by the room's
 * `<stanza-id by='room@conference…'/>`, since its origin id is the writer's own and two writers may
 * use the same one. The chat knows messages by their origin id: this remembers, for each room
 * message read (live or from history), the id the room gave it.
 */
export function rememberRoomStanzaId(message: Element): void {
  if (!message.is("message") || message.attrs.type !== "groupchat") return;
  const room = addressOf(message.attrs.from).bare;
  const stanzaId = message.getChildren("stanza-id", NS.stanzaId).find((child) => child.attrs.by === room)
    ?.attrs.id;
  if (typeof stanzaId !== "string" || stanzaId === "") return;
  const key = `${room} ${messageIdOf(message)}`;
  stanzaIds.delete(key);
  stanzaIds.set(key, stanzaId);
  const oldest = stanzaIds.keys().next();
  if (stanzaIds.size > REMEMBERED_MAX && oldest.done !== true) stanzaIds.delete(oldest.value);
}

/** The id a marker in `room` names message `messageId` by: the room's stanza-id when it is known. */
export function roomMarkerId(room: string, messageId: string): string {
  return stanzaIds.get(`${addressOf(room).bare} ${messageId}`) ?? messageId;
}
