import { xml, type Element } from "@xmpp/xml";
import { type SharedConference, conferenceElement } from "./conference-element";
import { type SharedFile, fileElement } from "./file-element";
import { NS } from "./namespaces";

/** What a message may carry beside its text (spec 2 §3 structured bodies). */
export interface MessageExtras {
  readonly file?: SharedFile | null;
  readonly conference?: SharedConference | null;
}

/** A message that asks for a delivery receipt (XEP-0184) and a read marker (XEP-0333), named by its origin-id (XEP-0359). */
export function chatMessage(
  to: string,
  type: "chat" | "groupchat",
  id: string,
  body: string,
  { file = null, conference = null }: MessageExtras = {},
): Element {
  return xml(
    "message",
    { to, type, id },
    xml("body", {}, body),
    file !== null && fileElement(file),
    conference !== null && conferenceElement(conference),
    xml("origin-id", { xmlns: NS.originId, id }),
    type === "chat" && xml("request", { xmlns: NS.receipts }),
    xml("markable", { xmlns: NS.markers }),
  );
}

/** XEP-0184 §5: the answer to a message that asked for a receipt. */
export function receiptFor(to: string, id: string, ownId: string): Element {
  return xml("message", { to, id: ownId }, xml("received", { xmlns: NS.receipts, id }));
}

/** XEP-0333 §3: the conversation was read up to message `id` (in a group the room's stanza-id, §5.1). */
export function displayedMarker(to: string, type: "chat" | "groupchat", id: string, ownId: string): Element {
  return xml("message", { to, type, id: ownId }, xml("displayed", { xmlns: NS.markers, id }));
}

/** XEP-0280 §4: copies of this account's messages on its other devices. */
export function enableCarbons(id: string): Element {
  return xml("iq", { type: "set", id }, xml("enable", { xmlns: NS.carbons }));
}

/** XEP-0045 §7.2: enter a room as `nick`, without the room's history (the archive gives it, spec 2 §7). */
export function joinRoom(roomJid: string, nick: string): Element {
  return xml(
    "presence",
    { to: `${roomJid}/${nick}` },
    xml("x", { xmlns: NS.muc }, xml("history", { maxstanzas: "0" })),
  );
}

/** RFC 6121 §4.2: available, so that colleagues see this device online. */
export function availablePresence(): Element {
  return xml("presence");
}
