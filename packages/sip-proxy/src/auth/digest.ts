import { createHash } from "node:crypto";

export function md5Hex(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

export interface DigestInput {
  username: string;
  realm: string;
  password: string;
  method: string;
  uri: string;
  nonce: string;
  /** "auth", or undefined for the RFC 2069 form. */
  qop?: string;
  nc?: string;
  cnonce?: string;
}

/** RFC 2617 §3.2.2.1 request-digest with algorithm MD5 (the only one SIP clients use, RFC 3261 §22.4). */
export function digestResponse(input: DigestInput): string {
  const ha1 = md5Hex(`${input.username}:${input.realm}:${input.password}`);
  const ha2 = md5Hex(`${input.method}:${input.uri}`);
  if (input.qop === undefined) return md5Hex(`${ha1}:${input.nonce}:${ha2}`);
  return md5Hex(`${ha1}:${input.nonce}:${input.nc ?? ""}:${input.cnonce ?? ""}:${input.qop}:${ha2}`);
}
