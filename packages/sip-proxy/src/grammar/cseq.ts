import { isDigitCode, isTokenCode } from "./scanner";
import { SipParseError } from "./sip-parse-error";

/** RFC 3261 §20.16 CSeq. */
export interface CSeq {
  seq: number;
  method: string;
}

const CSEQ = /^(\d{1,10})\s+([A-Za-z0-9\-.!%*_+`'~]+)$/;

export function parseCSeq(text: string): CSeq {
  return parseCommonCSeq(text) ?? parseAnyCSeq(text);
}

/** `<digits> <method>` with one space, as every UA writes it, read without a regular expression. */
function parseCommonCSeq(text: string): CSeq | undefined {
  let at = 0;
  while (at < text.length && isDigitCode(text.charCodeAt(at))) at += 1;
  if (at === 0 || at > 10 || text.charCodeAt(at) !== SPACE) return undefined;
  const methodStart = at + 1;
  at = methodStart;
  while (at < text.length && isTokenCode(text.charCodeAt(at))) at += 1;
  if (at === methodStart || at !== text.length) return undefined;
  const seq = Number(text.slice(0, methodStart - 1));
  return seq < 2 ** 31 ? { seq, method: text.slice(methodStart) } : undefined;
}

const SPACE = 0x20;

function parseAnyCSeq(text: string): CSeq {
  const match = CSEQ.exec(text.trim());
  const seq = Number(match?.[1]);
  // RFC 3261 §8.1.1.5: the sequence number MUST be less than 2**31.
  if (!match?.[2] || !(seq < 2 ** 31)) {
    throw new SipParseError("bad-header-value", `CSeq: bad value "${text}"`, "CSeq");
  }
  return { seq, method: match[2] };
}

export function serializeCSeq(cseq: CSeq): string {
  return `${cseq.seq} ${cseq.method}`;
}
