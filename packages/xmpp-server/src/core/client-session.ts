import type { Jid } from "../jid";
import type { XmlElement } from "../xml/xml-element";
import type { RosterItem } from "./module-api";

/** A bound resource as routing and modules see it, whichever stream carries it now. */
export type ClientSession = {
  readonly jid: Jid;
  /** `local@domain` and `local@domain/resource`. */
  readonly bare: string;
  readonly full: string;
  /** What signed in, as the auth hook named it (a device session): the app ends sessions by it. */
  readonly tag: string;
  /** The roster loaded when the resource was bound (RFC 6121 §2), by bare JID. */
  readonly roster: ReadonlyMap<string, RosterItem>;
  /** The last available presence it broadcast (RFC 6121 §4.2), null until its initial presence. */
  presence: XmlElement | null;
  /** Full JIDs it sent directed presence to (RFC 6121 §4.6), told when it goes unavailable. */
  readonly directedTo: Set<string>;
  /** Sends a stanza to the client (through its XEP-0198 queue when it has one). */
  deliver(stanza: XmlElement): void;
};
