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

/** Colleagues of the presence board: its lamps and pickup keys of colleagues (not the user's own line). */
export function colleagueSuggestions(entries: readonly BlfEntry[], ownNumber: string): DialSuggestion[] {
  const seen = new Set<string>();
  const colleagues: DialSuggestion[] = [];
  for (const entry of entries) {
    if (entry.stype !== "phone" || entry.type === "L" || entry.blf_number === ownNumber) continue;
    if (seen.has(entry.blf_number)) continue;
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
export function contactSuggestions(contacts: readonly Contact[], ownNumber: string): DialSuggestion[] {
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
