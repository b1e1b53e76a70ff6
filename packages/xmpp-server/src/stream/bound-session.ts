import type { ClientSession } from "../core/client-session";
import type { RosterItem } from "../core/module-api";
import { bareOf, fullOf, type Jid } from "../jid";
import { NS } from "../xml/namespaces";
import type { XmlElement } from "../xml/xml-element";
import type { StreamManagement } from "./stream-management";

/** The stream carrying a session now: its frames are written there, and ending it ends that stream. */
export type StreamCarrier = {
  write(frame: string): void;
  fail(condition: SessionEndCondition): void;
  /** Closes the socket without ending the session (another stream resumed it). */
  drop(): void;
};

export type SessionEndCondition = "conflict" | "policy-violation" | "not-authorized" | "system-shutdown";

const REQUEST_ACK = `<r xmlns="${NS.sm}"/>`;

/**
 * A bound resource. It outlives its stream when XEP-0198 resumption is on: while detached its
 * stanzas wait in the unacknowledged queue and are written when a stream resumes it.
 */
export class BoundSession implements ClientSession {
  readonly bare: string;
  readonly full: string;
  presence: XmlElement | null = null;
  readonly directedTo = new Set<string>();
  sm: StreamManagement | null = null;
  carrier: StreamCarrier | null;

  constructor(
    readonly jid: Jid,
    readonly tag: string,
    readonly roster: ReadonlyMap<string, RosterItem>,
    carrier: StreamCarrier,
    private readonly endDetached: (session: BoundSession) => void,
  ) {
    this.bare = bareOf(jid);
    this.full = fullOf(jid);
    this.carrier = carrier;
  }

  /** Ends the session from outside (queue full, resource conflict, logout, shutdown). */
  end(condition: SessionEndCondition): void {
    if (this.carrier) this.carrier.fail(condition);
    else this.endDetached(this);
  }

  deliver(stanza: XmlElement): void {
    const sm = this.sm;
    if (sm && !sm.record(stanza)) return this.end("policy-violation");
    if (!this.carrier) return;
    this.carrier.write(stanza.toString());
    if (sm && !sm.awaitingAck) {
      sm.awaitingAck = true;
      this.carrier.write(REQUEST_ACK);
    }
  }
}

export function rosterMap(items: readonly RosterItem[], domain: string): Map<string, RosterItem> {
  return new Map(items.map((item) => [`${item.localpart}@${domain}`, item]));
}
