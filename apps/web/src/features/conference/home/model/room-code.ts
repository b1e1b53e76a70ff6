import { ROOM_CODE_PATTERN } from "@mobex/contracts/conference-codes";

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
