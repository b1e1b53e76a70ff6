import type { PhonebookEntryField } from "../domain/phonebook/phonebook-entry";

/** The options of `phonebook …` commands, merged into the CLI's option table. */
export const phonebookOptionSpec = {
  cn: { type: "string" },
  given: { type: "string" },
  sn: { type: "string" },
  telephone: { type: "string" },
  mobile: { type: "string" },
  home: { type: "string" },
  mail: { type: "string" },
  company: { type: "string" },
  department: { type: "string" },
  id: { type: "string" },
  file: { type: "string" },
  replace: { type: "boolean" },
} as const;

/** Short option names people type, for the contract's field names. */
const ENTRY_OPTIONS = {
  cn: "cn",
  given: "givenName",
  sn: "sn",
  telephone: "telephoneNumber",
  mobile: "mobileTelephoneNumber",
  home: "homePhone",
  mail: "mail",
  company: "company",
  department: "department",
} as const satisfies Record<string, PhonebookEntryField>;
type EntryOption = keyof typeof ENTRY_OPTIONS;

export const PHONEBOOK_ENTRY_OPTIONS = Object.keys(ENTRY_OPTIONS) as EntryOption[];

/** The entry of `phonebook add`, in field names; options left out are left out. */
export function entryFromOptions(
  text: (option: EntryOption) => string | undefined,
): Partial<Record<PhonebookEntryField, string>> {
  const entry: Partial<Record<PhonebookEntryField, string>> = {};
  for (const option of PHONEBOOK_ENTRY_OPTIONS) {
    const value = text(option);
    if (value !== undefined) entry[ENTRY_OPTIONS[option]] = value;
  }
  return entry;
}
