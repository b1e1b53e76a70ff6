import type { Element } from "@xmpp/xml";
import { type SharedConference, readConferenceElement } from "./conference-element";
import { type SharedFile, readFileElement } from "./file-element";
import { NS } from "./namespaces";

/** A bare JID's local part and domain, or a room JID's; `resource` is a room member's nick. */
export interface Address {
  readonly bare: string;
  readonly local: string;
  readonly resource: string;
}

export function addressOf(jid: string | undefined): Address {
  const value = jid ?? "";
  const slash = value.indexOf("/");
  const bare = slash === -1 ? value : value.slice(0, slash);
  const at = bare.indexOf("@");
  return {
    bare,
    local: at === -1 ? "" : bare.slice(0, at),
    resource: slash === -1 ? "" : value.slice(slash + 1),
  };
}

/** How a stanza reached this device: for itself, or as a carbon copy of one of the user's other devices (XEP-0280). */
export type Carbon = "none" | "sent" | "received";

/** What the chat learns from one incoming <message/>. */
export type ChatStanza =
  | {
      readonly kind: "message";
      readonly id: string;
      readonly type: "chat" | "groupchat";
      readonly from: Address;
      readonly to: Address;
      readonly body: string;
      /** When it was written (XEP-0203 delay), else null: now. */
      readonly stamp: Date | null;
      readonly carbon: Carbon;
      /** A shared file the message carries (our extension); null for text. */
      readonly file: SharedFile | null;
      /** A videoconference the message shares (our extension); null otherwise. */
      readonly conference: SharedConference | null;
    }
  | {
      readonly kind: "receipt" | "displayed";
      /** The id of the message it confirms. */
      readonly id: string;
      readonly from: Address;
      readonly to: Address;
      readonly carbon: Carbon;
    }
  | { readonly kind: "invite"; readonly room: Address }
  /** A room says members were added or removed (XEP-0045 §9.3, §9.4: items without a body). */
  | { readonly kind: "membersChanged"; readonly room: Address }
  /** RFC 6121 §4: a colleague's device came online (available) or went offline. */
  | { readonly kind: "presence"; readonly from: Address; readonly available: boolean }
  /** This user is out of a room: removed from its members, banned, or the room was destroyed (XEP-0045 §9.9, §10.9). */
  | { readonly kind: "roomExit"; readonly room: Address }
  | { readonly kind: "error"; readonly id: string; readonly from: Address; readonly text: string };

/** The id a message is known by: its origin-id (XEP-0359) when it has one, else its stanza id. */
export function messageIdOf(message: Element): string {
  return message.getChild("origin-id", NS.originId)?.attrs.id ?? message.attrs.id ?? "";
}

function unwrapCarbon(stanza: Element): { message: Element; carbon: Carbon } {
  for (const carbon of ["sent", "received"] as const) {
    const inner = stanza.getChild(carbon, NS.carbons)?.getChild("forwarded", NS.forward)?.getChild("message");
    if (inner !== undefined) return { message: inner, carbon };
  }
  return { message: stanza, carbon: "none" };
}

function stampOf(message: Element, outer: Element): Date | null {
  const delay = message.getChild("delay", NS.delay) ?? outer.getChild("delay", NS.delay);
  const stamp = delay?.attrs.stamp;
  return stamp === undefined ? null : new Date(stamp);
}

// XEP-0045 §15.6.2 status codes: 110 self-presence; 301 banned, 307 kicked, 321 removed by an affiliation change, 332 shutdown.
const EXIT_CODES = new Set(["301", "307", "321", "332"]);

function readRoomExit(presence: Element): ChatStanza | null {
  if (presence.attrs.type !== "unavailable") return null;
  const user = presence.getChild("x", NS.mucUser);
  if (user === undefined) return null;
  const codes = user.getChildren("status").map((status) => status.attrs.code ?? "");
  const destroyed = user.getChild("destroy") !== undefined;
  if (!codes.includes("110") && !destroyed) return null;
  if (!destroyed && !codes.some((code) => EXIT_CODES.has(code))) return null;
  return { kind: "roomExit", room: addressOf(presence.attrs.from) };
}

/** Reads one <message/> (a carbon is read as the message it carries); null when it says nothing the chat shows. */
export function readChatStanza(stanza: Element): ChatStanza | null {
  if (stanza.is("presence")) {
    // A room's presence (chat-design.md: rooms live at conference.<domain>) is about its members, not colleagues' devices.
    const room =
      stanza.getChild("x", NS.mucUser) !== undefined ||
      addressOf(stanza.attrs.from).bare.includes("@conference.");
    if (room) return readRoomExit(stanza);
    const type = stanza.attrs.type;
    if (type !== undefined && type !== "unavailable") return null;
    return { kind: "presence", from: addressOf(stanza.attrs.from), available: type === undefined };
  }
  if (!stanza.is("message")) return null;
  const { message, carbon } = unwrapCarbon(stanza);
  const from = addressOf(message.attrs.from);
  const to = addressOf(message.attrs.to);
  if (message.attrs.type === "error") {
    const condition = message.getChild("error")?.getChildElements()[0];
    const text = message.getChild("error")?.getChildText("text", NS.stanzas) ?? condition?.name ?? "";
    return { kind: "error", id: messageIdOf(message), from, text };
  }
  const mucUser = message.getChild("x", NS.mucUser);
  if (mucUser?.getChild("invite") !== undefined) return { kind: "invite", room: from };
  if (
    mucUser !== undefined &&
    mucUser.getChildren("item").length > 0 &&
    message.getChild("body") === undefined
  ) {
    return { kind: "membersChanged", room: from };
  }
  const receipt = message.getChild("received", NS.receipts)?.attrs.id;
  if (receipt !== undefined) return { kind: "receipt", id: receipt, from, to, carbon };
  const displayed = message.getChild("displayed", NS.markers)?.attrs.id;
  if (displayed !== undefined) return { kind: "displayed", id: displayed, from, to, carbon };
  const body = message.getChildText("body");
  const type = message.attrs.type === "groupchat" ? "groupchat" : "chat";
  if (body === null) return null;
  return {
    kind: "message",
    id: messageIdOf(message),
    type,
    from,
    to,
    body,
    stamp: stampOf(message, stanza),
    carbon,
    file: readFileElement(message),
    conference: readConferenceElement(message),
  };
}
