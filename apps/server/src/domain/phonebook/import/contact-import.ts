import type { PhonebookEntryRow } from "../../../db/schema";
import { writtenDigits } from "../number-key";
import type { ImportFormat, ImportProblem } from "../phonebook-admin-commands";
import { entryProblem, phonebookEntryInputSchema, type PhonebookEntry } from "../phonebook-entry";
import type { ContactFileReading } from "./contact-record";
import { readCsvContacts } from "./csv-contacts";
import { readVcardContacts } from "./vcard-contacts";

/** The entries to add, and every skipped record with its reason. */
export type ContactImport = { entries: PhonebookEntry[]; problems: ImportProblem[]; skipped: number };

const READERS: Record<ImportFormat, (content: string) => ContactFileReading> = {
  csv: readCsvContacts,
  vcard: readVcardContacts,
};

/**
 * Reads a CSV or vCard file into valid entries. A record that is malformed, fails the entry's
 * rules or repeats a contact (of the file, or of `existing`) is skipped and reported at its line;
 * records without any value (a spreadsheet's empty rows) are passed over silently.
 */
export function importContacts(
  format: ImportFormat,
  content: string,
  existing: readonly PhonebookEntryRow[],
): ContactImport {
  const reading = READERS[format](content);
  const problems = [...reading.problems];
  const seen = new Set(existing.map(sameContactKey));
  const entries: PhonebookEntry[] = [];
  for (const record of reading.records) {
    if (Object.values(record.fields).every((value) => value.trim() === "")) continue;
    const parsed = phonebookEntryInputSchema.safeParse(record.fields);
    if (!parsed.success) {
      problems.push({ line: record.line, message: entryProblem(parsed.error) });
      continue;
    }
    const key = sameContactKey(parsed.data);
    if (seen.has(key)) {
      problems.push({ line: record.line, message: `"${parsed.data.cn}" is already in the phone book` });
      continue;
    }
    seen.add(key);
    entries.push(parsed.data);
  }
  const skipped = problems.length;
  const ordered = [...problems, ...reading.notices].sort((a, b) => a.line - b.line);
  return { entries, problems: ordered, skipped };
}

/**
 * Two entries are the same contact when name, numbers (as written, separators aside) and e-mail
 * agree, so that importing a file again adds nothing. Not `numberKey`: parsing every number of a
 * 50,000-row file would take seconds, and a re-import writes its numbers the same way.
 */
function sameContactKey(
  entry: Pick<PhonebookEntry, "cn" | "telephoneNumber" | "mobileTelephoneNumber" | "homePhone" | "mail">,
): string {
  return JSON.stringify([
    entry.cn.toLowerCase(),
    writtenDigits(entry.telephoneNumber),
    writtenDigits(entry.mobileTelephoneNumber),
    writtenDigits(entry.homePhone),
    entry.mail.toLowerCase(),
  ]);
}
