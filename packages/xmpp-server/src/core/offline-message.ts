import { NS } from "../xml/namespaces";
import type { XmlElement } from "../xml/xml-element";

/**
 * What the application hears of a chat message that reached none of its recipient's resources
 * (CoreHooks.onOfflineMessage), enough to notify them another way (Web Push).
 */
export type OfflineMessage = {
  /** The sender's id for it: the XEP-0359 origin-id when there is one, else the stanza's `id` ('' when none). */
  id: string;
  /** The writer's bare JID (a room's member, for a groupchat message). */
  from: string;
  /** The room's bare JID for a groupchat message, else null. */
  room: string | null;
  body: string;
};

/**
 * A chat, normal or groupchat message with a non-empty body as an OfflineMessage; null for what is
 * no message to notify of (receipts, markers, chat states, errors, headlines).
 */
export function offlineMessageOf(
  stanza: XmlElement,
  from: string,
  room: string | null,
): OfflineMessage | null {
  const type = stanza.attrs.type ?? "normal";
  if (stanza.name !== "message" || !["chat", "normal", "groupchat"].includes(type)) return null;
  const body = stanza.getChildText("body", NS.client) ?? "";
  if (body.trim() === "") return null;
  const id = stanza.getChild("origin-id", NS.stanzaId)?.attrs.id ?? stanza.attrs.id ?? "";
  return { id, from, room, body };
}
