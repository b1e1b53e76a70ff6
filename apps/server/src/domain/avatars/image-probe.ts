/** The two picture formats spec 1 §5 allows, told apart by their first bytes, never by a name. */
export type AvatarMimeType = "image/jpeg" | "image/png";

// JPEG: SOI marker then the start of the next marker (ISO/IEC 10918-1 B.1.1.3).
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
// PNG: the fixed 8-byte signature (PNG specification §5.2).
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The format the bytes claim to be, or null for anything else (a GIF, a PDF renamed .png, text). */
export function probeImageType(bytes: Uint8Array): AvatarMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}
