import type { Invitee } from "@mobex/contracts/conference";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** spec 2 §5: "filtering is case-insensitive by name or e-mail". */
export function filterContacts(contacts: readonly Invitee[], query: string): Invitee[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...contacts];
  return contacts.filter(
    (contact) => contact.name.toLowerCase().includes(needle) || contact.email.toLowerCase().includes(needle),
  );
}

// A pragmatic address check: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * spec 2 §5: "an entry containing '@' not already present can be added as an outside invitee".
 * The entry must also look like an address, or the invitation could not be sent.
 */
export function outsideInvitee(
  query: string,
  contacts: readonly Invitee[],
  selected: readonly Invitee[],
): Invitee | null {
  const email = query.trim();
  if (!email.includes("@") || !EMAIL_PATTERN.test(email)) return null;
  const present = [...contacts, ...selected].some((person) => sameEmail(person.email, email));
  return present ? null : { name: email, email };
}

export function isSelected(selected: readonly Invitee[], person: Invitee): boolean {
  return selected.some((entry) => sameEmail(entry.email, person.email));
}

export function toggleInvitee(selected: readonly Invitee[], person: Invitee): Invitee[] {
  return isSelected(selected, person)
    ? selected.filter((entry) => !sameEmail(entry.email, person.email))
    : [...selected, person];
}
