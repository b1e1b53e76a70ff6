import { CONTACT_CARD_NUMBERS, type Contact } from "@mobex/contracts/phonebook";

export interface ContactNumber {
  readonly label: string;
  readonly number: string;
}

/** The name a contact goes by: the common name, else given name and surname. */
export function contactName(contact: Contact): string {
  const cn = contact.cn.trim();
  if (cn !== "") return cn;
  const parts = `${contact.givenName} ${contact.sn}`.trim();
  return parts !== "" ? parts : (contactNumbers(contact)[0]?.number ?? "");
}

/** Every number of a contact, the colleague's extension first (spec 1 §3 Contact). */
export function contactNumbers(contact: Contact): ContactNumber[] {
  const numbers: ContactNumber[] = [
    { label: "Extension", number: contact.ntaExtension },
    { label: "Phone", number: contact.telephoneNumber },
    { label: "Mobile", number: contact.mobileTelephoneNumber },
    { label: "Home", number: contact.homePhone },
  ];
  return numbers.filter((entry) => entry.number.trim() !== "");
}

/** spec 1 §9: "Phone shows at most the first 2 numbers per contact card". */
export const cardNumbers = (contact: Contact): ContactNumber[] =>
  contactNumbers(contact).slice(0, CONTACT_CARD_NUMBERS);

/** Company and department on one line, whichever are known. */
export function organisationOf(contact: Contact): string {
  return [contact.company, contact.department].filter((part) => part.trim() !== "").join(" · ");
}

const lower = (text: string) => text.toLowerCase();
// Stored numbers are written with spaces and dashes as often as typed ones are not.
const digits = (text: string) => text.replace(/[\s().-]/g, "");

/** spec 1 §5: "contact search: case-insensitive over name and numbers". */
export function matchesContact(contact: Contact, search: string): boolean {
  const query = lower(search.trim());
  if (query === "") return true;
  const names = [contact.cn, contact.givenName, contact.sn, `${contact.givenName} ${contact.sn}`];
  if (names.some((name) => lower(name).includes(query))) return true;
  const compactQuery = digits(query);
  return (
    compactQuery !== "" &&
    contactNumbers(contact).some(({ number }) => lower(digits(number)).includes(compactQuery))
  );
}
