import type { ClientSession } from "../../core/client-session";
import { NS } from "../../xml/namespaces";
import { type XmlElement, xml } from "../../xml/xml-element";
import type { RoomAffiliation } from "./muc-hooks";

/** One nick in a room: a member, with every resource of theirs that joined under it. */
export type Occupant = {
  nick: string;
  bare: string;
  affiliation: RoomAffiliation;
  sessions: Set<ClientSession>;
};

/** The occupants of a room that someone joined (XEP-0045 §7.2); forgotten when the last one leaves. */
export class LiveRoom {
  readonly byNick = new Map<string, Occupant>();

  constructor(readonly jid: string) {}

  occupantOf(session: ClientSession): Occupant | undefined {
    for (const occupant of this.byNick.values()) if (occupant.sessions.has(session)) return occupant;
    return undefined;
  }

  *sessions(): Iterable<ClientSession> {
    for (const occupant of this.byNick.values()) yield* occupant.sessions;
  }
}

/**
 * An occupant's presence (XEP-0045 §7.2.3): from `room/nick`, with affiliation, role and real JID
 * (rooms of colleagues are non-anonymous); status codes as given (110 self, 321, …).
 */
export function occupantPresence(
  room: LiveRoom,
  occupant: Pick<Occupant, "nick" | "bare">,
  affiliation: RoomAffiliation | "none",
  to: string,
  options: { unavailable?: boolean; codes?: string[]; extra?: XmlElement } = {},
): XmlElement {
  const role = options.unavailable ? "none" : "participant";
  const x = xml(
    "x",
    { xmlns: NS.mucUser },
    xml("item", { affiliation, role, jid: occupant.bare }),
    ...(options.extra ? [options.extra] : []),
    ...(options.codes ?? []).map((code) => xml("status", { code })),
  );
  return xml(
    "presence",
    {
      xmlns: NS.client,
      from: `${room.jid}/${occupant.nick}`,
      to,
      type: options.unavailable ? "unavailable" : undefined,
    },
    x,
  );
}

/** A copy of a stanza with new addresses (each recipient gets its own: queues keep the object). */
export function readdressed(stanza: XmlElement, from: string, to: string): XmlElement {
  const copy = xml(stanza.name, { ...stanza.attrs, xmlns: NS.client, from, to });
  copy.children.push(...stanza.children);
  return copy;
}
