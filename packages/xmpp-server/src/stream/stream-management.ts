import type { XmlElement } from "../xml/xml-element";

/**
 * XEP-0198 counters of one session: `inbound` is the h the server acknowledges (stanzas handled
 * from the client), and the stanzas sent that the client has not acknowledged yet are kept, so
 * a resumed stream (§5) resends them and an ended one hands them to the undelivered hook.
 */
export class StreamManagement {
  inbound = 0;
  /** A `<r/>` is out: the next `<a/>` answers it, so no second one is sent meanwhile. */
  awaitingAck = false;
  private acked = 0;
  private sentCount = 0;
  private readonly unacked: XmlElement[] = [];

  constructor(
    readonly id: string,
    readonly resumable: boolean,
    private readonly maxUnacked: number,
  ) {}

  get sent(): number {
    return this.sentCount;
  }

  /** Notes a stanza sent; false when the queue is full (the session must be ended). */
  record(stanza: XmlElement): boolean {
    if (this.unacked.length >= this.maxUnacked) return false;
    this.unacked.push(stanza);
    this.sentCount++;
    return true;
  }

  /** XEP-0198 §4: the client handled `h` stanzas; false when h is more than was sent. */
  ack(h: number): boolean {
    if (!Number.isInteger(h) || h > this.sent) return false;
    if (h > this.acked) {
      this.unacked.splice(0, Math.min(h - this.acked, this.unacked.length));
      this.acked = h;
    }
    return true;
  }

  pending(): readonly XmlElement[] {
    return this.unacked;
  }

  /** The unacknowledged stanzas, taken (the session ends with them). */
  drain(): XmlElement[] {
    return this.unacked.splice(0);
  }
}
