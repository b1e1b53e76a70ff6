// RFC 4733 §2.3: a telephone-event payload is event (8 bits), E (end), R, volume (6 bits), duration
// (16 bits). One key press is one event: every packet of it carries the same RTP timestamp (§2.5.1.2),
// the last three repeat with E set (§2.5.1.4). A new timestamp therefore means a new key press, and
// a repeated end packet is the same key press again.

const EVENT_DIGITS = "0123456789*#ABCD";
// Timestamps of recent events, to ignore late (reordered) packets of a key press already counted.
const REMEMBERED_EVENTS = 16;
// §2.5.1.3: an event longer than the 16-bit duration field continues under a new timestamp.
const MAX_SEGMENT_DURATION = 0xffff;

export interface TelephoneEvent {
  readonly digit: string;
  readonly end: boolean;
  readonly duration: number;
}

export function parseTelephoneEvent(payload: Uint8Array): TelephoneEvent | undefined {
  if (payload.length < 4) return undefined;
  const digit = EVENT_DIGITS[payload[0] ?? 0xff];
  if (digit === undefined) return undefined;
  const end = ((payload[1] ?? 0) & 0x80) !== 0;
  const duration = ((payload[2] ?? 0) << 8) | (payload[3] ?? 0);
  return { digit, end, duration };
}

export function buildTelephoneEvent(
  digit: string,
  options: { end: boolean; duration: number; volume?: number },
): Uint8Array {
  const event = EVENT_DIGITS.indexOf(digit.toUpperCase());
  if (event === -1 || digit.length !== 1) throw new RangeError(`not a DTMF digit: ${digit}`);
  const volume = options.volume ?? 10;
  const duration = Math.min(MAX_SEGMENT_DURATION, options.duration);
  return Uint8Array.of(event, (options.end ? 0x80 : 0) | (volume & 0x3f), duration >> 8, duration & 0xff);
}

/** Turns a stream of telephone-event packets into digits, each key press once. */
export class TelephoneEventDecoder {
  private readonly seen: number[] = [];
  private current: { timestamp: number; digit: string; ended: boolean } | undefined;

  /** Returns the digit when this packet starts a new key press. */
  accept(timestamp: number, payload: Uint8Array): string | undefined {
    const event = parseTelephoneEvent(payload);
    if (!event) return undefined;
    const current = this.current;
    if (current?.timestamp === timestamp) {
      current.ended ||= event.end;
      return undefined;
    }
    if (this.seen.includes(timestamp)) return undefined;
    this.remember(timestamp);
    const continues =
      current !== undefined &&
      !current.ended &&
      current.digit === event.digit &&
      (timestamp - current.timestamp) >>> 0 === MAX_SEGMENT_DURATION;
    this.current = { timestamp, digit: event.digit, ended: event.end };
    return continues ? undefined : event.digit;
  }

  private remember(timestamp: number): void {
    this.seen.push(timestamp);
    if (this.seen.length > REMEMBERED_EVENTS) this.seen.shift();
  }
}
