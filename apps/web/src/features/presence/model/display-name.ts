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

const wordsOf = (name: string) => name.split(/\s+/).filter((word) => word !== "");

/** A busy lamp or a pickup key stands for a colleague; other keys' labels are no person's name. */
const isPerson = (entry: BlfEntry) => entry.type === "B" || entry.type === "P";

/**
 * The first word is the first name, the rest the surname; each is cut to 20 characters. Without
 * `showSurname` only a colleague's first name shows; a key's label ("Main line") always shows whole.
 */
export function displayName(entry: BlfEntry, showSurname: boolean): string {
  const [first = "", ...rest] = wordsOf(entryName(entry));
  const surname = rest.join(" ");
  if ((isPerson(entry) && !showSurname) || surname === "") return cutPart(first);
  return `${cutPart(first)} ${cutPart(surname)}`;
}

const firstNameKey = (entry: BlfEntry) => (wordsOf(entryName(entry))[0] ?? "").toLocaleLowerCase();

/**
 * Whose surname a tile shows: everyone's with the System Settings switch "Show BLF surname" on;
 * otherwise only of colleagues whose first name another colleague on the board has too, so that
 * two Alices never look alike. A colleague's lamp and pickup key (one full name) count once.
 */
export function surnameRule(
  entries: readonly BlfEntry[],
  showSurname: boolean,
): (entry: BlfEntry) => boolean {
  if (showSurname) return () => true;
  const peopleByFirstName = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!isPerson(entry)) continue;
    const key = firstNameKey(entry);
    const people = peopleByFirstName.get(key) ?? new Set<string>();
    people.add(entryName(entry).toLocaleLowerCase());
    peopleByFirstName.set(key, people);
  }
  return (entry) => (peopleByFirstName.get(firstNameKey(entry))?.size ?? 0) > 1;
}

/** Up to two initials for the tile's avatar ("Alice Adams" → "AA"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
