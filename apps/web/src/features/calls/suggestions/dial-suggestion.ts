import type { BlfEntry } from "@mobex/contracts/blf";
import type { Contact } from "@mobex/contracts/phonebook";
import { shortNumber } from "../../../shared/phone-number/short-number";

/** Someone the dial field offers while the user types: a colleague or a phone-book number. */
export interface DialSuggestion {
  readonly id: string;
  readonly name: string;
  /** What is shown and dialled: a colleague's extension, a contact's number as written. */
  readonly number: string;
  /** What the number is: "Extension", "Phone", "Mobile", "Home". */
  readonly label: string;
  readonly kind: "colleague" | "contact";
  /** Digits the typed digits are looked up in: the number, and a colleague's full phone. */
  readonly digits: readonly string[];
}

const nonDigits = /\D/g;
const digitsOf = (number: string) => number.replace(nonDigits, "");

/**
 * Whom the dial field may suggest: the colleagues of the presence board and the phone book's
 * numbers (a colleague the phone book synchronises counts once), never the user's own line.
 */
export function dialCandidates(
  entries: readonly BlfEntry[],
  contacts: readonly Contact[],
  ownNumber: string,
): DialSuggestion[] {
  const ownExtension = shortNumber(ownNumber, ownNumber);
  const seen = new Set<string>();
  return [...colleagueSuggestions(entries, ownNumber), ...contactSuggestions(contacts, ownNumber)].filter(
    (suggestion) => {
      if (suggestion.number === ownExtension || seen.has(suggestion.id)) return false;
      seen.add(suggestion.id);
      return true;
    },
  );
}

/** Colleagues of the presence board: its lamps and pickup keys (each colleague once). */
function colleagueSuggestions(entries: readonly BlfEntry[], ownNumber: string): DialSuggestion[] {
  const seen = new Set<string>();
  const colleagues: DialSuggestion[] = [];
  for (const entry of entries) {
    if (entry.stype !== "phone" || entry.type === "L" || seen.has(entry.blf_number)) continue;
    seen.add(entry.blf_number);
    const extension = shortNumber(entry.blf_number, ownNumber);
    colleagues.push({
      id: `colleague-${extension}`,
      name: entry.blf_name || entry.callername_internal || extension,
      number: extension,
      label: "Extension",
      kind: "colleague",
      digits: [extension, entry.blf_number],
    });
  }
  return colleagues;
}

const CONTACT_NUMBERS = [
  ["telephoneNumber", "Phone"],
  ["mobileTelephoneNumber", "Mobile"],
  ["homePhone", "Home"],
] as const satisfies readonly (readonly [keyof Contact, string])[];

/** Every number of the phone book, one suggestion each; a synchronised colleague by extension. */
function contactSuggestions(contacts: readonly Contact[], ownNumber: string): DialSuggestion[] {
  return contacts.flatMap((contact): DialSuggestion[] => {
    if (contact.ntaExtension !== "") {
      const extension = shortNumber(contact.ntaExtension, ownNumber);
      return [
        {
          id: `colleague-${extension}`,
          name: contact.cn,
          number: extension,
          label: "Extension",
          kind: "colleague",
          digits: [extension, ...CONTACT_NUMBERS.map(([field]) => digitsOf(contact[field]))],
        },
      ];
    }
    return CONTACT_NUMBERS.filter(([field]) => contact[field].trim() !== "").map(([field, label]) => ({
      id: `contact-${contact.id}-${field}`,
      name: contact.cn,
      number: contact[field].trim(),
      label,
      kind: "contact",
      digits: [digitsOf(contact[field])],
    }));
  });
}
