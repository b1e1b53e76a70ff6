import { SipParseError } from "./sip-parse-error";

/** RFC 3261 §20.16 CSeq. */
export interface CSeq {
  seq: number;
  method: string;
}

const CSEQ = /^(\d{1,10})\s+([A-Za-z0-9\-.!%*_+`'~]+)$/;

export function parseCSeq(text: string): CSeq {
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
