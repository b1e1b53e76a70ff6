import { randomBytes } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A new groupId (chat-design.md): "g" and 12 lowercase base32 characters (60 random bits), never
 * all digits, so /chat/{extension} and /chat/{groupId} cannot be confused.
 */
export function newGroupId(): string {
  const bytes = randomBytes(12);
  let id = "g";
  for (const byte of bytes) id += BASE32[byte % 32];
  return id;
}
