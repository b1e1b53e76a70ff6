import type { PhonebookEntryField } from "../phonebook-entry";

/**
 * Column titles a CSV may use for each contact field: the contract's own names and what address
 * books and spreadsheets commonly export. Compared without case, spaces or punctuation.
 */
const ALIASES: Record<PhonebookEntryField, readonly string[]> = {
  cn: ["cn", "name", "full name", "display name", "common name", "contact"],
  givenName: ["givenName", "first name", "given name", "forename"],
  sn: ["sn", "last name", "surname", "family name"],
  telephoneNumber: [
    "telephoneNumber",
    "telephone",
    "phone",
    "phone number",
    "tel",
    "work phone",
    "business phone",
    "office phone",
  ],
  mobileTelephoneNumber: [
    "mobileTelephoneNumber",
    "mobile",
    "mobile phone",
    "mobile number",
    "cell",
    "cell phone",
  ],
  homePhone: ["homePhone", "home", "home phone", "home number"],
  mail: ["mail", "email", "e-mail", "email address", "e-mail address"],
  company: ["company", "organisation", "organization", "org"],
  department: ["department", "dept"],
};

const squash = (title: string) => title.toLowerCase().replace(/[^a-z0-9]/g, "");

const FIELD_BY_TITLE = new Map<string, PhonebookEntryField>(
  (Object.entries(ALIASES) as [PhonebookEntryField, readonly string[]][]).flatMap(([field, titles]) =>
    titles.map((title) => [squash(title), field] as const),
  ),
);

export function fieldForHeader(title: string): PhonebookEntryField | undefined {
  return FIELD_BY_TITLE.get(squash(title));
}
