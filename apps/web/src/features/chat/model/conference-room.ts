import type { SharedConference } from "../../../services/xmpp/conference-element";

// spec 2 §9: "Conference code length 13".
export const ROOM_CODE_LENGTH = 13;
const ROOM_CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
// The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again, so each character is equally likely.
const UNBIASED_BYTE_LIMIT = 256 - (256 % ROOM_CODE_ALPHABET.length);

/** A new room code: 13 lowercase letters and digits from the platform's cryptographic randomness. */
export function newRoomCode(
  randomBytes: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  let code = "";
  const bytes = new Uint8Array(ROOM_CODE_LENGTH * 2);
  while (code.length < ROOM_CODE_LENGTH) {
    randomBytes(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT || code.length === ROOM_CODE_LENGTH) continue;
      code += ROOM_CODE_ALPHABET[byte % ROOM_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** spec 2 §2: "A conference link shared in chat opens /conference/{roomId}" — the room path is its shareable link (§2 Conference). */
export function conferencePath(code: string): string {
  return `/conference/${encodeURIComponent(code)}`;
}

/** spec 2 §3 conference body for a new room: its code, its link on this app's origin, and the text other clients show. */
export function newConference(
  origin: string,
  code: string = newRoomCode(),
): SharedConference & { readonly content: string } {
  const conferenceLink = `${origin}${conferencePath(code)}`;
  return { conference: code, conferenceLink, content: `Join my videoconference: ${conferenceLink}` };
}
