import type { BlfEntry } from "@mobex/contracts/blf";

// spec 1 §5: "Displayed names are cut to 20 characters per part."
export const NAME_PART_MAX = 20;

/** The tile's name: the button's label, else the phone-book name, else the colleague's caller name. */
export function entryName(entry: BlfEntry): string {
  const name = entry.blf_name.trim() || entry.cpb_name.trim() || entry.callername_internal.trim();
  if (name !== "") return name;
  return entry.type === "V" ? "Voicemail" : entry.blf_number;
}

function cutPart(part: string): string {
  return part.length > NAME_PART_MAX ? `${part.slice(0, NAME_PART_MAX - 1)}…` : part;
}

/**
 * The first word is the first name, the rest the surname; each is cut to 20 characters. Without the
 * System Settings toggle "show BLF surname" only a colleague's first name shows; a key's label
 * ("Main line") is no person's name and always shows whole.
 */
export function displayName(entry: BlfEntry, showSurname: boolean): string {
  const [first = "", ...rest] = entryName(entry).split(/\s+/).filter((word) => word !== "");
  const surname = rest.join(" ");
  const person = entry.type === "B" || entry.type === "P";
  if ((person && !showSurname) || surname === "") return cutPart(first);
  return `${cutPart(first)} ${cutPart(surname)}`;
}

/** Up to two initials for the tile's avatar ("Alice Adams" → "AA"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
