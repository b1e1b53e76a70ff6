/**
 * Sentry's envelope format (develop.sentry.dev, SDK → Envelopes): a JSON header line, then items,
 * each a JSON header line and a payload. An item header with `length` says how many bytes its
 * payload has (it may then hold newlines); without it the payload runs to the next newline.
 *
 *   Envelope = Headers { "\n" Item } [ "\n" ]
 *   Item     = Headers "\n" Payload
 *
 * Bounded: the body's size is capped by the route, the item count and each header line here, so
 * a hostile body costs at most one pass over its bytes and a few small JSON parses.
 */
export const MAX_ENVELOPE_ITEMS = 16;
const MAX_HEADER_BYTES = 8 * 1024;
const NEWLINE = 0x0a;

export type EnvelopeItem = { header: Record<string, unknown>; payload: Buffer };
export type ParsedEnvelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError";
}

export function parseEnvelope(body: Buffer): ParsedEnvelope {
  let offset = 0;
  const readLine = (what: string): Buffer => {
    const end = body.indexOf(NEWLINE, offset);
    const stop = end === -1 ? body.length : end;
    if (stop - offset > MAX_HEADER_BYTES) throw new EnvelopeError(`the ${what} is longer than 8 KB`);
    const line = body.subarray(offset, stop);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = jsonObject(readLine("envelope header"), "envelope header");
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine("item header");
    // A trailing newline (or blank lines between items) carries nothing.
    if (line.length === 0) continue;
    if (items.length === MAX_ENVELOPE_ITEMS) {
      throw new EnvelopeError(`an envelope holds at most ${MAX_ENVELOPE_ITEMS} items`);
    }
    const itemHeader = jsonObject(line, "item header");
    if (typeof itemHeader.type !== "string") throw new EnvelopeError("an item header has no type");
    const length = itemHeader.length;
    let payload: Buffer;
    if (length === undefined) {
      const end = body.indexOf(NEWLINE, offset);
      payload = body.subarray(offset, end === -1 ? body.length : end);
      offset = end === -1 ? body.length : end + 1;
    } else {
      if (typeof length !== "number" || !Number.isInteger(length) || length < 0) {
        throw new EnvelopeError("an item length is not a byte count");
      }
      if (offset + length > body.length) throw new EnvelopeError("an item is shorter than its length says");
      payload = body.subarray(offset, offset + length);
      offset += length;
      if (body[offset] === NEWLINE) offset += 1;
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** The payload of a JSON item (an event), parsed; EnvelopeError when it is not a JSON object. */
export function jsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new EnvelopeError(`the ${what} is not JSON`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new EnvelopeError(`the ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}
