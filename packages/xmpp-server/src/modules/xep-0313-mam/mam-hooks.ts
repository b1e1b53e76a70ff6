import type { XmlElement } from "../../xml/xml-element";

/** One archived message as a query returns it: its archive id, when, and the stanza as stored. */
export type ArchivedItem = { id: string; atMs: number; xml: string };

/**
 * A query on one archive (XEP-0313 §4): `owner` is the bare JID whose archive it is (a user's or a
 * room's). RSM (XEP-0059): `after` an id, `before` an id, or `before: ""` for the last page.
 */
export type ArchiveQuery = {
  owner: string;
  with?: string;
  startMs?: number;
  endMs?: number;
  after?: string;
  before?: string;
  max: number;
};

/** Oldest first; `complete` when no message of the query lies beyond this page's far end. */
export type ArchivePage = { items: ArchivedItem[]; complete: boolean };

/** A message to archive: `from` and `to` full or bare JIDs as routed, `id` from `nextId()`. */
export type MessageToArchive = { id: string; from: string; to: string; stanza: XmlElement };

/** A receipt (XEP-0184) or chat marker (XEP-0333) of `from` on the message `id` it got from `to`. */
export type MarkerSeen = { from: string; to: string; id: string; kind: "received" | "displayed" };

/**
 * What the application gives the archive (README.md, "Hooks"): ids are taken synchronously so a
 * message carries its stanza-id (XEP-0359) when it is delivered; storing is fire and forget, so
 * the application may batch writes without holding delivery up.
 */
export type MessageArchiveHooks = {
  /** A new archive id: unique and increasing within an archive (ejabberd: microseconds). */
  nextId(): string;
  storeDirect(message: MessageToArchive): void;
  query(query: ArchiveQuery): Promise<ArchivePage>;
  onMarker?(marker: MarkerSeen): void;
};
