import type { XmlElement } from "../../xml/xml-element";
import type { ArchivePage, ArchiveQuery, MarkerSeen } from "../xep-0313-mam/mam-hooks";

export type RoomAffiliation = "owner" | "member";

/** A persistent members-only room as the application keeps it (affiliations by bare JID). */
export type RoomState = { title: string; affiliations: ReadonlyMap<string, RoomAffiliation> };

/** A groupchat message to archive once for its room; `from` is the sender's real full JID. */
export type RoomMessageToArchive = {
  id: string;
  room: string;
  from: string;
  nick: string;
  stanza: XmlElement;
};

/**
 * What the application gives the MUC service: rooms' state (read at each join, so it is the one
 * truth), affiliation changes asked over muc#admin by an owner (the application stores them and
 * tells the service back through `MucService`), and the rooms' archive.
 */
export type MucHooks = {
  /** The room `name` of the service `conference.<domain>` (`service`), or null when there is none. */
  roomOf(name: string, service: string): Promise<RoomState | null>;
  /** The owner `by` sets `jid`'s affiliation; false when the application refuses it. */
  setAffiliation(room: string, by: string, jid: string, affiliation: "member" | "none"): Promise<boolean>;
  nextId(): string;
  storeGroup(message: RoomMessageToArchive): void;
  query(query: ArchiveQuery): Promise<ArchivePage>;
  /** A receipt or marker an occupant sent to the room (reflected too): `from` is their bare JID. */
  onMarker?(marker: MarkerSeen): void;
};
