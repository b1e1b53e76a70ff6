/** One DTMF event as telephony sends it: 0–9, *, #, A–D. */
const DIGIT = /^[0-9*#A-D]$/;

/**
 * The digit in a SIP INFO body: `application/dtmf-relay` (`Signal=5\r\nDuration=160`, the de-facto
 * format JsSIP sends) or `application/dtmf` (the digit alone). `undefined` for another content
 * type; `null` for a DTMF body without a valid digit.
 */
export function dtmfDigitOf(contentType: string | undefined, body: string): string | null | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/dtmf") return digit(body.trim());
  if (type !== "application/dtmf-relay") return undefined;
  for (const line of body.split(/\r?\n/)) {
    const match = /^\s*signal\s*=\s*(\S+)\s*$/i.exec(line);
    if (match) return digit(match[1]!);
  }
  return null;
}

function digit(text: string): string | null {
  const upper = text.toUpperCase();
  return DIGIT.test(upper) ? upper : null;
}
