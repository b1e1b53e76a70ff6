import type { RawData } from "ws";

/** RFC 7118 §5: text frames carry UTF-8; binary frames are accepted and decoded the same way. */
export function decodeFrame(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
