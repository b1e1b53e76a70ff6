import { ROOM_CODE_LENGTH, ROOM_PIN_LENGTH } from "@mobex/contracts/conference-codes";

// The one generator of room codes and pins, for the conference home's New tile and the chat's
// "Create videoconference" alike.
const ROOM_CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const DIGITS = "0123456789";

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** Uniform picks from `alphabet` (rejection sampling: no modulo bias toward the first characters). */
function randomChars(alphabet: string, length: number, randomBytes: RandomBytes): string {
  // The largest multiple of the alphabet's size up to 256: bytes at or above it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  const bytes = new Uint8Array(length * 2);
  let out = "";
  while (out.length < length) {
    randomBytes(bytes);
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A new room code: 13 lowercase letters and digits (spec 2 §9) from cryptographic randomness. */
export function newRoomCode(randomBytes: RandomBytes = cryptoBytes): string {
  return randomChars(ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, randomBytes);
}

/** A new room's 6-digit pin (spec 2 §9). */
export function newRoomPin(randomBytes: RandomBytes = cryptoBytes): string {
  return randomChars(DIGITS, ROOM_PIN_LENGTH, randomBytes);
}

/** The in-app path of a room (spec 2 §2: "The room path is also the shareable link"). */
export function roomPath(code: string): string {
  return `/conference/${encodeURIComponent(code)}`;
}

/** The room's shareable link on `origin`. */
export function roomLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${roomPath(code)}`;
}
