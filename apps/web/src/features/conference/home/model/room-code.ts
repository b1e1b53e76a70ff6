import { ROOM_CODE_LENGTH, ROOM_CODE_PATTERN } from "@mobex/contracts/conference";

// spec 2 §9: "pin 6 digits".
const PIN_LENGTH = 6;
const ROOM_CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Uniform picks from `alphabet` (rejection sampling: no modulo bias toward the first characters). */
function randomChars(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A fresh room code: 13 random characters of [a-z0-9], the shared design's room id. */
export function generateRoomCode(): string {
  return randomChars(ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH);
}

/** A 6-digit pin for a new room. */
export function generatePin(): string {
  return randomChars("0123456789", PIN_LENGTH);
}

export function isRoomCode(text: string): boolean {
  return ROOM_CODE_PATTERN.test(text);
}

/**
 * spec 2 §2, §5: "a pasted link containing 'conference' is reduced to its last path segment".
 * Anything else is the code as typed, trimmed.
 */
export function roomCodeFromInput(input: string): string {
  const text = input.trim();
  if (!text.includes("conference")) return text;
  const path = text.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  return segments.at(-1) ?? "";
}

/** The room's shareable link (spec 2 §2: "The room path is also the shareable link"). */
export function roomLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/conference/${code}`;
}

/** The in-app path of a room, for navigation. */
export function roomPath(code: string): string {
  return `/conference/${encodeURIComponent(code)}`;
}
